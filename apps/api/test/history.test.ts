import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, createApi } from './support/api';
import { as, createOtherApplicant, fingerprint, seedAccounts } from './support/fixtures';
import { configureType, draftRequest, sendRequest, uploadPdf } from './support/requests';
import { startTestServer, type TestServer } from './support/testServer';

const RIC = as('marioRossi');
const SEG = as('giuliaBianchi');
const PRE = as('annaFerrari');
const CET = as('paoloNeri');
const REQUIRED = ['Lettera di intenti', 'Protocollo'];

describe("a request's and a meeting's 'Cronologia'", () => {
  let server: TestServer;
  let api: Api;

  beforeAll(async () => {
    server = await startTestServer();
    api = createApi(server);
    await seedAccounts(server);
    await configureType(api, 'A1', [
      { label: 'Lettera di intenti', required: true },
      { label: 'Protocollo', required: true },
    ]);
  });
  afterAll(() => server.stop());

  /** Sent, protocolled, sent back for integration, integrated with a new version of one attachment. */
  const integratedRequest = async () => {
    const sent = await sendRequest(api, RIC, await draftRequest(api, RIC, { labels: REQUIRED }));
    await server.app.protocolJob.run();
    const pending = await api.ok('request.get', { id: sent._id }, SEG);
    const toIntegrate = await api.ok(
      'request.decide',
      { _id: pending._id, updated: pending.updated, state: 'TO_INTEGRATE', comment: 'Manca la firma' },
      SEG,
    );
    const signed = await uploadPdf(api, RIC, 'lettera-firmata.pdf', 'Lettera di intenti');
    const changed = await api.ok(
      'request.update',
      {
        _id: toIntegrate._id,
        updated: toIntegrate.updated,
        studyTitle: 'Cuore sano: studio randomizzato, versione 2',
        documents: [
          ...toIntegrate.documents.map(({ _id, type }) => ({ _id, type })),
          { _id: signed._id, type: 'Lettera di intenti' },
        ],
      },
      RIC,
    );
    return { request: await sendRequest(api, RIC, changed), signed };
  };

  it('tells, newest first and in Italian, who did what in which role: sending, protocol, decision, integration with the changed field, each document version with its uploader', async () => {
    const { request } = await integratedRequest();
    const { result, total } = await api.ok('request.history', { id: request._id }, SEG);
    expect(total).toBe(result.length);
    const times = result.map((event) => event.at);
    expect([...times].sort().reverse()).toEqual(times);
    const sentences = result.map((event) => `${event.who} (${event.role}): ${event.description}`);
    expect(sentences).toContain('Mario Rossi (RIC): Ha creato la bozza della richiesta');
    expect(sentences).toContain(
      'Protocollo automatico (ADMIN): Ha registrato il protocollo («In attesa di valutazione»)',
    );
    expect(sentences).toContain('Giulia Bianchi (SEG): Ha deciso sulla richiesta («Da integrare»)');
    expect(sentences).toContain(
      'Mario Rossi (RIC): Ha integrato la richiesta: modificati «Titolo dello studio»',
    );
    expect(sentences).toContain('Mario Rossi (RIC): Ha inviato la richiesta («In attesa di protocollo»)');
    expect(sentences).toContain(
      'Mario Rossi (RIC): Ha caricato «Lettera di intenti.pdf» per «Lettera di intenti»',
    );
    expect(sentences).toContain(
      'Mario Rossi (RIC): Ha caricato «lettera-firmata.pdf», versione 2 di «Lettera di intenti»',
    );
  });

  it('logs who downloaded which document, shows it to staff, never to the applicant, and filters by kind', async () => {
    const { request, signed } = await integratedRequest();
    await api.ok('document.get', { id: signed._id }, as('annaFerrari'));
    await api.ok(
      'document.getAllDocuments',
      { ids: [signed._id], requestId: request._id, requestName: 'Richiesta' },
      SEG,
    );
    const downloads = await api.ok('request.history', { id: request._id, kinds: ['download'] }, SEG);
    expect(downloads.result.map((event) => `${event.who} (${event.role}): ${event.description}`)).toEqual([
      "Giulia Bianchi (SEG): Ha scaricato «lettera-firmata.pdf» (Lettera di intenti) (nell'archivio di tutti i documenti)",
      'Anna Ferrari (PRE): Ha scaricato «lettera-firmata.pdf» (Lettera di intenti)',
    ]);
    const own = await api.ok('request.history', { id: request._id }, RIC);
    expect(own.total).toBeGreaterThan(0);
    expect(own.result.some((event) => event.kind === 'download')).toBe(false);
    const onlyDownloads = await api.ok('request.history', { id: request._id, kinds: ['download'] }, RIC);
    expect(onlyDownloads).toEqual({ result: [], total: 0 });
    const states = await api.ok('request.history', { id: request._id, kinds: ['state'] }, PRE);
    expect(states.result.every((event) => event.kind === 'state')).toBe(true);
    expect(states.total).toBe(4);
  });

  it('exports the history as a PDF named after the request', async () => {
    const { request } = await integratedRequest();
    const file = await api.ok('request.historyExport', { id: request._id }, SEG);
    expect(file.contentType).toBe('application/pdf');
    expect(file.fileName).toMatch(
      new RegExp(`^Cronologia_richiesta_${request.identifier}_\\d{2}-\\d{2}-\\d{4}\\.pdf$`),
    );
    expect(Buffer.from(file.data, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("refuses another company's applicant and the committee member with an Italian 403, changing nothing", async () => {
    const { request } = await integratedRequest();
    const other = await createOtherApplicant(api);
    const before = await fingerprint(server);
    const foreign = await api.call('request.history', { id: request._id }, other);
    expect(foreign.status).toBe(403);
    expect(foreign.error?.message).toBe('Non puoi accedere a una richiesta di un altro richiedente');
    const committee = await api.call('request.historyExport', { id: request._id }, CET);
    expect(committee.status).toBe(403);
    expect(committee.error?.message).toBe('Operazione non consentita al ruolo CET');
    expect(
      (await api.call('request.history', { id: request._id, kinds: ['nessuno' as 'state'] }, SEG)).status,
    ).toBe(400);
    expect(await fingerprint(server)).toEqual(before);
  });

  it("tells a meeting's history: created, opened, who downloaded its minutes", async () => {
    const { request } = await integratedRequest();
    await server.app.protocolJob.run();
    const pending = await api.ok('request.get', { id: request._id }, SEG);
    await api.ok('request.decide', { _id: pending._id, updated: pending.updated, state: 'SUBMITTED' }, SEG);
    const meeting = await api.ok(
      'conference.create',
      {
        subject: 'Seduta di dicembre',
        agenda: 'Esame',
        startDate: '2026-12-01T09:00:00.000Z',
        requestsUsers: [{ request: request._id, user: (await api.ok('user.me', {}, CET))._id }],
      },
      SEG,
    );
    const minutes = await uploadPdf(api, SEG, 'verbale.pdf');
    const opened = await api.ok(
      'conference.update',
      { _id: meeting._id, updated: meeting.updated, openDate: new Date().toISOString() },
      PRE,
    );
    await api.ok(
      'conference.update',
      { _id: opened._id, updated: opened.updated, conferenceDocument: minutes._id },
      SEG,
    );
    await api.ok('document.get', { id: minutes._id }, PRE);
    const { result } = await api.ok('conference.history', { id: meeting._id }, SEG);
    expect(result.map((event) => `${event.who} (${event.role}): ${event.description}`)).toEqual([
      'Anna Ferrari (PRE): Ha scaricato il verbale «verbale.pdf»',
      'Giulia Bianchi (SEG): Ha caricato il verbale della riunione',
      'Anna Ferrari (PRE): Ha aperto la riunione',
      'Giulia Bianchi (SEG): Ha creato la riunione «Seduta di dicembre»',
    ]);
    const file = await api.ok('conference.historyExport', { id: meeting._id }, PRE);
    expect(file.fileName).toMatch(/^Cronologia_riunione_Seduta_di_dicembre_\d{2}-\d{2}-\d{4}\.pdf$/);
    expect((await api.call('conference.history', { id: meeting._id }, RIC)).status).toBe(403);
  });
});
