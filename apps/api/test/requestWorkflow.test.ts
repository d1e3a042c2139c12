import { formatProtocol } from '@cet-portal/api-client';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROTOCOL_JOB_LOCK, runProtocolJob } from '../src/jobs/protocol';
import { type Api, createApi } from './support/api';
import { as, fingerprint, seedAccounts } from './support/fixtures';
import { configureType, draftRequest, sendRequest, uploadPdf } from './support/requests';
import { startTestServer, type TestServer } from './support/testServer';

const RIC = as('marioRossi');
const SEG = as('giuliaBianchi');
const REQUIRED = ['Lettera di intenti', 'Protocollo'];

describe('the request workflow: send, protocol, decide, integrate, restore', () => {
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

  /** A request sent and protocolled: PENDING. */
  const pendingRequest = async () => {
    const sent = await sendRequest(api, RIC, await draftRequest(api, RIC, { labels: REQUIRED }));
    await server.app.protocolJob.run();
    return api.ok('request.get', { id: sent._id }, SEG);
  };

  describe('sending', () => {
    it('refuses a request missing required fields with 400 listing them in Italian, and changes nothing', async () => {
      const draft = await api.ok('request.create', { type: 'A1', studyTitle: 'Incompleta' }, RIC);
      const before = await fingerprint(server);
      const result = await api.call('request.send', { _id: draft._id, updated: draft.updated }, RIC);
      expect(result.status).toBe(400);
      expect(result.error?.message).toMatch(
        /^La richiesta non può essere inviata in quanto mancano i seguenti campi obbligatori: Denominazione del promotore, Indirizzo, .*Lettera di intenti, Protocollo$/,
      );
      expect(await fingerprint(server)).toEqual(before);
    });

    it('refuses a complete request without a required attachment of its type', async () => {
      const draft = await draftRequest(api, RIC, { labels: ['Protocollo', 'Brochure'] });
      const result = await api.call('request.send', { _id: draft._id, updated: draft.updated }, RIC);
      expect(result.status).toBe(400);
      expect(result.error?.message).toBe(
        'La richiesta non può essere inviata in quanto mancano i seguenti campi obbligatori: Lettera di intenti',
      );
    });

    it('given a complete draft, when the applicant sends it, then it is WAIT_PROT with an identifier, a request form and a SEND log', async () => {
      const draft = await draftRequest(api, RIC, { labels: REQUIRED });
      const sent = await sendRequest(api, RIC, draft);
      expect(sent.state).toBe('WAIT_PROT');
      expect(sent.identifier).toBeGreaterThan(0);
      expect(sent.sent).not.toBeNull();
      expect(sent.requestDocument?.fileName).toBe(`Richiesta_${sent.identifier}.pdf`);
      expect(sent.logs.at(-1)).toMatchObject({ operation: 'SEND', role: 'RIC', user: 'RSSMRA80A01H501U' });
      const form = await api.ok('document.get', { id: sent.requestDocument?._id ?? '' }, RIC);
      expect(form.contentType).toBe('application/pdf');
      expect(Buffer.from(form.data, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    });

    it('gives every sent request its own identifier', async () => {
      const first = await sendRequest(api, RIC, await draftRequest(api, RIC, { labels: REQUIRED }));
      const second = await sendRequest(api, RIC, await draftRequest(api, RIC, { labels: REQUIRED }));
      expect(second.identifier).toBe((first.identifier ?? 0) + 1);
    });

    it('refuses to send twice: the second attempt is on a stale copy, a fresh one finds it not sendable', async () => {
      const draft = await draftRequest(api, RIC, { labels: REQUIRED });
      const sent = await sendRequest(api, RIC, draft);
      const before = await fingerprint(server);
      expect((await api.call('request.send', { _id: draft._id, updated: draft.updated }, RIC)).status).toBe(
        409,
      );
      const again = await api.call('request.send', { _id: sent._id, updated: sent.updated }, RIC);
      expect(again.status).toBe(409);
      expect(again.error?.message).toBe('Una richiesta "In attesa di protocollo" non può essere inviata');
      expect(await fingerprint(server)).toEqual(before);
    });

    it('refuses sending to the secretariat (403)', async () => {
      const draft = await draftRequest(api, RIC, { labels: REQUIRED });
      expect((await api.call('request.send', { _id: draft._id, updated: draft.updated }, SEG)).status).toBe(
        403,
      );
    });
  });

  describe('the protocol job', () => {
    it('given requests waiting for a protocol, when the job runs, then each is PENDING with the next number of the year, logged as ADMIN / JOB', async () => {
      await server.app.protocolJob.run();
      const first = await sendRequest(api, RIC, await draftRequest(api, RIC, { labels: REQUIRED }));
      const second = await sendRequest(api, RIC, await draftRequest(api, RIC, { labels: REQUIRED }));
      expect(await server.app.protocolJob.run()).toEqual({ registered: 2, skipped: false });
      const [one, two] = await Promise.all(
        [first, second].map((request) => api.ok('request.get', { id: request._id }, SEG)),
      );
      expect(one?.state).toBe('PENDING');
      expect(one?.logs.at(-1)).toMatchObject({ operation: 'PROTOCOL', role: 'ADMIN', user: 'JOB' });
      const year = new Date().getFullYear();
      expect(one?.protocols[0]?.year).toBe(year);
      expect(two?.protocols[0]?.protocol).toBe((one?.protocols[0]?.protocol ?? 0) + 1);
      expect(
        formatProtocol(one?.protocols[0] ?? { protocol: 7, year, date: new Date().toISOString() }),
      ).toMatch(/^\d{6}\/\d{4} del /);
      expect(await server.app.protocolJob.run()).toEqual({ registered: 0, skipped: false });
    });

    it('joins a run already under way in this process instead of numbering twice', async () => {
      await sendRequest(api, RIC, await draftRequest(api, RIC, { labels: REQUIRED }));
      const [a, b] = await Promise.all([server.app.protocolJob.run(), server.app.protocolJob.run()]);
      expect(a).toEqual({ registered: 1, skipped: false });
      expect(b).toBe(a);
    });

    it.runIf(process.env.DATABASE_URL)(
      'does nothing while another instance holds its advisory lock',
      async () => {
        const sent = await sendRequest(api, RIC, await draftRequest(api, RIC, { labels: REQUIRED }));
        const otherInstance = new pg.Client({ connectionString: server.databaseUrl });
        await otherInstance.connect();
        try {
          await otherInstance.query('select pg_advisory_lock($1)', [PROTOCOL_JOB_LOCK]);
          expect(await runProtocolJob(server.app.database)).toEqual({ registered: 0, skipped: true });
          expect((await api.ok('request.get', { id: sent._id }, SEG)).state).toBe('WAIT_PROT');
        } finally {
          // Ending the session releases its lock.
          await otherInstance.end();
        }
        expect(await runProtocolJob(server.app.database)).toEqual({ registered: 1, skipped: false });
        expect((await api.ok('request.get', { id: sent._id }, SEG)).state).toBe('PENDING');
      },
    );
  });

  describe('the secretariat’s decision and restore', () => {
    it('given a PENDING request, when SEG forwards it, then it is SUBMITTED with a DECISION log', async () => {
      const request = await pendingRequest();
      const decided = await api.ok(
        'request.decide',
        { _id: request._id, updated: request.updated, state: 'SUBMITTED' },
        SEG,
      );
      expect(decided.state).toBe('SUBMITTED');
      expect(decided.logs.at(-1)).toMatchObject({
        operation: 'DECISION',
        role: 'SEG',
        user: 'BNCGLI85M41F205B',
      });
    });

    it('refuses an integration request without a comment (400), changing nothing', async () => {
      const request = await pendingRequest();
      const before = await fingerprint(server);
      const result = await api.call(
        'request.decide',
        { _id: request._id, updated: request.updated, state: 'TO_INTEGRATE' },
        SEG,
      );
      expect(result.status).toBe(400);
      expect(result.error?.message).toContain('È necessario un commento per il richiedente');
      expect(await fingerprint(server)).toEqual(before);
    });

    it('refuses a decision by anyone but SEG (403), on a state it does not decide from (409) and on a stale copy (409)', async () => {
      const request = await pendingRequest();
      const draft = await draftRequest(api, RIC);
      const before = await fingerprint(server);
      expect(
        (
          await api.call(
            'request.decide',
            { _id: request._id, updated: request.updated, state: 'SUBMITTED' },
            as('paoloNeri'),
          )
        ).status,
      ).toBe(403);
      const fromDraft = await api.call(
        'request.decide',
        { _id: draft._id, updated: draft.updated, state: 'SUBMITTED' },
        SEG,
      );
      expect(fromDraft.status).toBe(409);
      expect(fromDraft.error?.message).toBe('Passaggio di stato non consentito: DRAFT → SUBMITTED');
      const stale = await api.call(
        'request.decide',
        { _id: request._id, updated: '2020-01-01T00:00:00.000Z', state: 'REJECTED' },
        SEG,
      );
      expect(stale.status).toBe(409);
      expect(await fingerprint(server)).toEqual(before);
    });

    it('given a request to integrate, when the applicant changes and sends it, then after the protocol it is PENDING and counts as integrated', async () => {
      const request = await pendingRequest();
      const toIntegrate = await api.ok(
        'request.decide',
        {
          _id: request._id,
          updated: request.updated,
          state: 'TO_INTEGRATE',
          comment: 'Manca la firma del promotore',
        },
        SEG,
      );
      expect(toIntegrate.comment).toBe('Manca la firma del promotore');
      expect(toIntegrate.comments.at(-1)).toMatchObject({
        body: 'Manca la firma del promotore',
        user: { fullname: 'Giulia Bianchi' },
      });
      expect(await api.ok('request.countToIntegrate', {}, RIC)).toEqual({ count: 1 });
      const extra = await uploadPdf(api, RIC, 'firma.pdf', 'Lettera di intenti');
      const changed = await api.ok(
        'request.update',
        {
          _id: toIntegrate._id,
          updated: toIntegrate.updated,
          description: 'Con firma',
          documents: [{ _id: extra._id, type: 'Lettera di intenti' }],
        },
        RIC,
      );
      expect(changed.logs.slice(-2).map((log) => log.operation)).toEqual(['UPDATE', 'UPLOAD']);
      // Attachments already received stay: the new file is the newest of its type's history.
      expect(changed.documents.filter((document) => document.type === 'Lettera di intenti')).toHaveLength(2);
      const resent = await sendRequest(api, RIC, changed);
      expect(resent.state).toBe('WAIT_PROT');
      await server.app.protocolJob.run();
      const integrated = await api.ok('request.getIntegratedRequest', { stato: 'PENDING' }, SEG);
      expect(integrated.map((candidate) => candidate._id)).toContain(request._id);
      const onlyIntegrated = await api.ok('request.find', { query: { onlyIntegrated: true } }, SEG);
      expect(onlyIntegrated.result.map((candidate) => candidate._id)).toEqual([request._id]);
    });

    it('restores a decision to PENDING with a RESTORE log, but not a request that is already PENDING (409)', async () => {
      const request = await pendingRequest();
      const rejected = await api.ok(
        'request.decide',
        { _id: request._id, updated: request.updated, state: 'REJECTED' },
        SEG,
      );
      const restored = await api.ok('request.restore', { _id: rejected._id, updated: rejected.updated }, SEG);
      expect(restored.state).toBe('PENDING');
      expect(restored.logs.at(-1)).toMatchObject({ operation: 'RESTORE', role: 'SEG' });
      const before = await fingerprint(server);
      expect(
        (await api.call('request.restore', { _id: restored._id, updated: restored.updated }, SEG)).status,
      ).toBe(409);
      expect(
        (await api.call('request.restore', { _id: restored._id, updated: restored.updated }, RIC)).status,
      ).toBe(403);
      expect(await fingerprint(server)).toEqual(before);
    });
  });

  describe('the report', () => {
    it('lets SEG attach the report to a SUBMITTED request (UPLOAD log), never in PENDING, never by the applicant', async () => {
      const pending = await pendingRequest();
      const report = await uploadPdf(api, SEG, 'verbale.pdf');
      const early = await api.call(
        'request.update',
        { _id: pending._id, updated: pending.updated, reportDocument: report._id },
        SEG,
      );
      expect(early.status).toBe(409);
      const submitted = await api.ok(
        'request.decide',
        { _id: pending._id, updated: pending.updated, state: 'SUBMITTED' },
        SEG,
      );
      const mine = await uploadPdf(api, RIC, 'mio-verbale.pdf');
      const byApplicant = await api.call(
        'request.update',
        { _id: submitted._id, updated: submitted.updated, reportDocument: mine._id },
        RIC,
      );
      expect(byApplicant.status).toBe(403);
      const withReport = await api.ok(
        'request.update',
        { _id: submitted._id, updated: submitted.updated, reportDocument: report._id },
        SEG,
      );
      expect(withReport.reportDocument?._id).toBe(report._id);
      expect(withReport.logs.at(-1)).toMatchObject({ operation: 'UPLOAD', role: 'SEG' });
      expect((await api.ok('document.get', { id: report._id }, RIC)).fileName).toBe('verbale.pdf');
    });
  });
});
