import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, createApi } from './support/api';
import { zipEntries } from './support/files';
import { as, fingerprint, seedAccounts } from './support/fixtures';
import { uploadPdf } from './support/requests';
import { startTestServer, type TestServer } from './support/testServer';

const ADMIN = as('marcoColombo');

describe('the documentation page: fee sheet and form archives', () => {
  let server: TestServer;
  let api: Api;

  beforeAll(async () => {
    server = await startTestServer();
    api = createApi(server);
    await seedAccounts(server);
  });
  afterAll(() => server.stop());

  it('given no fee sheet yet, when anyone asks for it without a token, then it is 404 with an Italian message', async () => {
    expect((await api.ok('documentation.get', {})).feeSheet).toBeNull();
    const result = await api.call('documentation.feeSheet', {});
    expect(result.status).toBe(404);
    expect(result.error?.message).toBe('Il documento degli oneri non è ancora stato caricato');
  });

  it('given ADMIN uploads a fee sheet, then anyone downloads it without a token, and a second upload replaces it', async () => {
    const first = await uploadPdf(api, ADMIN, 'Oneri 2026.pdf');
    const page = await api.ok('documentation.setFeeSheet', { document: first._id }, ADMIN);
    expect(page.feeSheet?.fileName).toBe('Oneri 2026.pdf');
    const file = await api.ok('documentation.feeSheet', {});
    expect(file.fileName).toBe('Oneri 2026.pdf');
    expect(Buffer.from(file.data, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

    const second = await uploadPdf(api, ADMIN, 'Oneri 2027.pdf');
    await api.ok('documentation.setFeeSheet', { document: second._id }, ADMIN);
    expect((await api.ok('documentation.feeSheet', {})).fileName).toBe('Oneri 2027.pdf');
  });

  it('refuses the fee sheet from a non-ADMIN (403) and an unknown document (400), changing nothing', async () => {
    const before = await fingerprint(server);
    const upload = await uploadPdf(api, as('giuliaBianchi'), 'Oneri.pdf');
    const afterUpload = await fingerprint(server);
    const refused = await api.call(
      'documentation.setFeeSheet',
      { document: upload._id },
      as('giuliaBianchi'),
    );
    expect(refused.status).toBe(403);
    const unknown = await api.call('documentation.setFeeSheet', { document: 'missing-document' }, ADMIN);
    expect(unknown.status).toBe(400);
    expect(await fingerprint(server)).toEqual(afterUpload);
    expect(before).not.toEqual(afterUpload);
  });

  it('given a type with templates, then its archive is a ZIP of those templates, one folder per field; a type with none is 404', async () => {
    const letter = await uploadPdf(api, ADMIN, 'Lettera di intenti.pdf');
    const synopsis = await uploadPdf(api, ADMIN, 'Sinossi.pdf');
    await api.ok(
      'requestConfig.create',
      {
        requestType: 'B2',
        documentType: [
          { label: 'Lettera di intenti', required: true, template: letter._id },
          { label: 'Sinossi', required: false, template: synopsis._id },
          { label: 'Sinossi breve', required: false, template: synopsis._id },
        ],
      },
      ADMIN,
    );
    const page = await api.ok('documentation.get', {});
    expect(page.archives.find((archive) => archive.type === 'B2')?.templates).toBe(3);
    expect(page.archives.find((archive) => archive.type === 'C1')?.templates).toBe(0);

    const archive = await api.ok('documentation.archive', { type: 'B2' });
    expect(archive.fileName).toBe('Modulistica_B2.zip');
    expect(archive.contentType).toBe('application/zip');
    expect(await zipEntries(Buffer.from(archive.data, 'base64'))).toEqual([
      'Lettera di intenti/Lettera di intenti.pdf',
      'Sinossi/Sinossi.pdf',
    ]);

    const none = await api.call('documentation.archive', { type: 'C1' });
    expect(none.status).toBe(404);
    expect(none.error?.message).toBe('Nessun modulo configurato per la tipologia C1');
  });

  it('refuses an unknown type with a 400', async () => {
    const result = await api.call('documentation.archive', { type: 'Z9' as 'A1' });
    expect(result.status).toBe(400);
  });
});
