import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, createApi } from './support/api';
import { as, createOtherApplicant, fingerprint, seedAccounts } from './support/fixtures';
import { configureType, draftRequest, sendRequest, uploadPdf } from './support/requests';
import { startTestServer, type TestServer } from './support/testServer';

const RIC = as('marioRossi');
const SEG = as('giuliaBianchi');
const REQUIRED = ['Lettera di intenti', 'Protocollo'];

describe('submissions kept as sent, and compared after an integration', () => {
  let server: TestServer;
  let api: Api;

  beforeAll(async () => {
    server = await startTestServer();
    api = createApi(server);
    await seedAccounts(server);
    await configureType(api, 'A1', [
      { label: 'Lettera di intenti', required: true },
      { label: 'Protocollo', required: true },
      { label: 'Brochure', required: false },
    ]);
  });
  afterAll(() => server.stop());

  const askIntegration = async (id: string, comment: string) => {
    await server.app.protocolJob.run();
    const pending = await api.ok('request.get', { id }, SEG);
    return api.ok(
      'request.decide',
      { _id: id, updated: pending.updated, state: 'TO_INTEGRATE', comment },
      SEG,
    );
  };

  it('given an integrated request, compares the two sendings field by field, word by word, with the attachments and the comment that asked for it', async () => {
    const first = await sendRequest(api, RIC, await draftRequest(api, RIC, { labels: REQUIRED }));
    const asked = await askIntegration(first._id, 'Il titolo deve indicare la fase dello studio');
    const letter = await uploadPdf(api, RIC, 'lettera-firmata.pdf', 'Lettera di intenti');
    const brochure = await uploadPdf(api, RIC, 'brochure.pdf', 'Brochure');
    const changed = await api.ok(
      'request.update',
      {
        _id: asked._id,
        updated: asked.updated,
        studyTitle: 'Cuore sano: studio randomizzato di fase III',
        eudraCTNumber: '2026-000123-45',
        documents: [
          ...asked.documents.map(({ _id, type }) => ({ _id, type })),
          { _id: letter._id, type: 'Lettera di intenti' },
          { _id: brochure._id, type: 'Brochure' },
        ],
      },
      RIC,
    );
    await sendRequest(api, RIC, changed);

    expect(await api.ok('request.submissions', { id: first._id }, SEG)).toMatchObject({
      total: 2,
      result: [
        { version: 1, available: true, reconstructed: false },
        { version: 2, available: true, reconstructed: false },
      ],
    });
    const comparison = await api.ok('request.compare', { id: first._id, from: 2, to: 1 }, RIC);
    expect(comparison.from.version).toBe(1);
    expect(comparison.to.version).toBe(2);
    const title = comparison.fields.find((field) => field.field === 'studyTitle');
    expect(title).toMatchObject({ label: 'Titolo dello studio', status: 'changed' });
    expect(title?.parts.filter((part) => part.change === 'added').map((part) => part.text.trim())).toEqual([
      'di fase III',
    ]);
    expect(title?.parts.filter((part) => part.change === 'removed')).toEqual([]);
    expect(comparison.fields.find((field) => field.field === 'eudraCTNumber')).toMatchObject({
      label: 'Numero EudraCT',
      status: 'added',
    });
    expect(comparison.fields.map((field) => field.field).sort()).toEqual(['eudraCTNumber', 'studyTitle']);
    expect(comparison.documents).toEqual([
      {
        type: 'Lettera di intenti',
        status: 'replaced',
        before: 'Lettera di intenti.pdf',
        after: 'lettera-firmata.pdf',
      },
      { type: 'Brochure', status: 'added', before: null, after: 'brochure.pdf' },
    ]);
    expect(comparison.comments).toEqual([
      expect.objectContaining({
        who: 'Giulia Bianchi',
        role: 'SEG',
        body: 'Il titolo deve indicare la fase dello studio',
      }),
    ]);
  });

  it('keeps each submission immutable in the database itself', async () => {
    await sendRequest(api, RIC, await draftRequest(api, RIC, { labels: REQUIRED }));
    await expect(
      server.app.database.db.execute(sql`update request_submissions set fields = '{}'::jsonb`),
    ).rejects.toThrow();
    await expect(server.app.database.db.execute(sql`delete from request_submissions`)).rejects.toThrow();
  });

  it('for a request sent before versions were kept, reconstructs only the last sending and says the others are not available', async () => {
    const first = await sendRequest(api, RIC, await draftRequest(api, RIC, { labels: REQUIRED }));
    const asked = await askIntegration(first._id, 'Correggere il titolo');
    const changed = await api.ok(
      'request.update',
      { _id: asked._id, updated: asked.updated, studyTitle: 'Titolo corretto' },
      RIC,
    );
    await sendRequest(api, RIC, changed);
    // As if both sendings predated migration 0008: the trigger refuses a delete, so take them away as the owner of the table would, by disabling it.
    await server.app.database.db.execute(sql`alter table request_submissions disable trigger user`);
    await server.app.database.db.execute(
      sql`delete from request_submissions where request_id = ${first._id}`,
    );
    await server.app.database.db.execute(sql`alter table request_submissions enable trigger user`);
    expect((await api.ok('request.submissions', { id: first._id }, SEG)).result).toMatchObject([
      { version: 1, available: false, reconstructed: false },
      { version: 2, available: true, reconstructed: true },
    ]);
    const refused = await api.call('request.compare', { id: first._id, from: 1, to: 2 }, SEG);
    expect(refused.status).toBe(404);
    expect(refused.error?.message).toBe(
      'La versione 1 della richiesta non è disponibile: fu inviata prima che le versioni fossero conservate',
    );
  });

  it('refuses the same version twice (400), a version the request never had (404) and another applicant (403), changing nothing', async () => {
    const sent = await sendRequest(api, RIC, await draftRequest(api, RIC, { labels: REQUIRED }));
    const other = await createOtherApplicant(api);
    const before = await fingerprint(server);
    const same = await api.call('request.compare', { id: sent._id, from: 1, to: 1 }, SEG);
    expect(same.status).toBe(400);
    expect(same.error?.message).toContain('Scegli due versioni diverse da confrontare');
    const missing = await api.call('request.compare', { id: sent._id, from: 1, to: 3 }, SEG);
    expect(missing.status).toBe(404);
    expect(missing.error?.message).toBe('La richiesta non ha una versione 3');
    const foreign = await api.call('request.submissions', { id: sent._id }, other);
    expect(foreign.status).toBe(403);
    expect(foreign.error?.message).toBe('Non puoi accedere a una richiesta di un altro richiedente');
    expect(await fingerprint(server)).toEqual(before);
  });
});
