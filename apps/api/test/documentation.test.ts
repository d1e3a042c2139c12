import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, createApi } from './support/api';
import { zipEntries } from './support/files';
import { as, fingerprint, seedAccounts } from './support/fixtures';
import { dataUrl, PDF_BYTES, uploadPdf, uploadPublicPdf } from './support/requests';
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
    const first = await uploadPublicPdf(api, 'Oneri 2026.pdf', 'feeSheet');
    const page = await api.ok('documentation.setFeeSheet', { document: first._id }, ADMIN);
    expect(page.feeSheet?.fileName).toBe('Oneri 2026.pdf');
    const file = await api.ok('documentation.feeSheet', {});
    expect(file.fileName).toBe('Oneri 2026.pdf');
    expect(Buffer.from(file.data, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

    const second = await uploadPublicPdf(api, 'Oneri 2027.pdf', 'feeSheet');
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
    const letter = await uploadPublicPdf(api, 'Lettera di intenti.pdf', 'template');
    const synopsis = await uploadPublicPdf(api, 'Sinossi.pdf', 'template');
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

  it('publishes no document that was not uploaded by ADMIN for that purpose: an applicant’s letter, an ordinary ADMIN upload or a template as fee sheet are 403, changing nothing', async () => {
    const letter = await uploadPdf(api, as('marioRossi'), 'Lettera riservata.pdf');
    const plain = await uploadPdf(api, ADMIN, 'Appunti.pdf');
    const template = await uploadPublicPdf(api, 'Modello.pdf', 'template');
    const feeSheet = await uploadPublicPdf(api, 'Oneri.pdf', 'feeSheet');
    const before = await fingerprint(server);
    for (const document of [letter, plain, template]) {
      const refused = await api.call('documentation.setFeeSheet', { document: document._id }, ADMIN);
      expect(refused.status).toBe(403);
      expect(refused.error?.message).toBe(
        "Diventa documento degli oneri solo un file caricato dall'amministratore con questo scopo",
      );
    }
    for (const document of [letter, plain, feeSheet]) {
      const refused = await api.call(
        'requestConfig.create',
        { requestType: 'C2', documentType: [{ label: 'Lettera', required: true, template: document._id }] },
        ADMIN,
      );
      expect(refused.status).toBe(403);
      expect(refused.error?.message).toBe(
        "Il modello deve essere un file caricato dall'amministratore come modello: Lettera",
      );
    }
    expect(await fingerprint(server)).toEqual(before);
  });

  it('refuses a public purpose on anyone’s upload but ADMIN’s (403), storing nothing', async () => {
    const before = await fingerprint(server);
    for (const caller of [as('marioRossi'), as('giuliaBianchi')]) {
      const refused = await api.call(
        'document.upload',
        { file: dataUrl(PDF_BYTES), name: 'Oneri.pdf', purpose: 'feeSheet' },
        caller,
      );
      expect(refused.status).toBe(403);
    }
    expect(await fingerprint(server)).toEqual(before);
  });

  it('packs templates whose field labels are .., / or blank under safe folders', async () => {
    const template = await uploadPublicPdf(api, 'Modello.pdf', 'template');
    await api.ok(
      'requestConfig.create',
      {
        requestType: 'D2',
        documentType: [
          { label: '..', required: false, template: template._id },
          {
            label: '/',
            required: false,
            template: (await uploadPublicPdf(api, 'Altro.pdf', 'template'))._id,
          },
        ],
      },
      ADMIN,
    );
    const archive = await api.call('documentation.archive', { type: 'D2' });
    expect(archive.status).toBe(200);
    expect(await zipEntries(Buffer.from(archive.data?.data ?? '', 'base64'))).toEqual([
      'Documenti/Modello.pdf',
      '_/Altro.pdf',
    ]);
  });

  it('refuses an unknown type with a 400', async () => {
    const result = await api.call('documentation.archive', { type: 'Z9' as 'A1' });
    expect(result.status).toBe(400);
  });
});
