import type { Conference, Request } from '@cet-portal/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoUsers } from '../src/demo/accounts';
import { type Api, createApi } from './support/api';
import { as, createOtherApplicant, fingerprint, seedAccounts } from './support/fixtures';
import { draftRequest, sendRequest, uploadPdf } from './support/requests';
import { startTestServer, type TestServer } from './support/testServer';

const RIC = as('marioRossi');
const SEG = as('giuliaBianchi');
const PRE = as('annaFerrari');
const PAOLO = as('paoloNeri');
const SARA = as('saraGialli');

describe('meetings', () => {
  let server: TestServer;
  let api: Api;
  let demo: DemoUsers;

  beforeAll(async () => {
    server = await startTestServer();
    api = createApi(server);
    demo = await seedAccounts(server);
  });
  afterAll(() => server.stop());

  /** A request the secretariat has forwarded: SUBMITTED. */
  const submittedRequest = async (studyTitle = 'Studio da esaminare'): Promise<Request> => {
    const sent = await sendRequest(api, RIC, await draftRequest(api, RIC, { studyTitle }));
    await server.app.protocolJob.run();
    const pending = await api.ok('request.get', { id: sent._id }, SEG);
    return api.ok('request.decide', { _id: pending._id, updated: pending.updated, state: 'SUBMITTED' }, SEG);
  };

  const createMeeting = async (
    requests: Request[],
    rapporteurs: (string | null)[] = [],
    subject = 'Seduta ordinaria',
  ) =>
    api.ok(
      'conference.create',
      {
        subject,
        agenda: 'Esame delle richieste inoltrate',
        startDate: '2026-03-10T09:00:00.000Z',
        requestsUsers: requests.map((request, index) => ({
          request: request._id,
          user: rapporteurs[index] ?? null,
        })),
      },
      SEG,
    );

  /** A meeting opened by the president, with Paolo Neri as rapporteur of every request. */
  const openMeeting = async (requests: Request[]): Promise<Conference> => {
    const created = await createMeeting(
      requests,
      requests.map(() => demo.ids.paoloNeri),
    );
    return api.ok(
      'conference.update',
      { _id: created._id, updated: created.updated, openDate: new Date().toISOString() },
      PRE,
    );
  };

  const entryRequest = (conference: Conference, index = 0) => conference.requestsUsers[index]?.request;

  describe('creating a meeting', () => {
    it('given SUBMITTED requests, when SEG creates a meeting, then it waits with those requests, which are no longer available', async () => {
      const [first, second] = [await submittedRequest(), await submittedRequest()];
      const available = await api.ok('conference.availableRequests', {}, SEG);
      expect(available.result.map((request) => request._id)).toEqual(
        expect.arrayContaining([first._id, second._id]),
      );
      const meeting = await createMeeting([first, second]);
      expect(meeting).toMatchObject({ subject: 'Seduta ordinaria', openDate: null, closeDate: null });
      expect(meeting.requestsUsers.map((entry) => [entry.request._id, entry.user])).toEqual([
        [first._id, null],
        [second._id, null],
      ]);
      const after = await api.ok('conference.availableRequests', {}, SEG);
      expect(after.result.map((request) => request._id)).not.toContain(first._id);
    });

    it('refuses a request that is not SUBMITTED or already in a waiting meeting (409), changing nothing', async () => {
      const pending = await sendRequest(api, RIC, await draftRequest(api, RIC));
      const taken = await submittedRequest();
      await createMeeting([taken]);
      const before = await fingerprint(server);
      const notSubmitted = await api.call(
        'conference.create',
        {
          subject: 'S',
          agenda: 'A',
          startDate: '2026-03-10T09:00:00.000Z',
          requestsUsers: [{ request: pending._id }],
        },
        SEG,
      );
      expect(notSubmitted.status).toBe(409);
      const twice = await api.call(
        'conference.create',
        {
          subject: 'S',
          agenda: 'A',
          startDate: '2026-03-10T09:00:00.000Z',
          requestsUsers: [{ request: taken._id }],
        },
        SEG,
      );
      expect(twice.status).toBe(409);
      expect(await fingerprint(server)).toEqual(before);
    });

    it('needs subject, agenda, start date and at least one request (400)', async () => {
      const request = await submittedRequest();
      const before = await fingerprint(server);
      const noRequests = await api.call(
        'conference.create',
        { subject: 'S', agenda: 'A', startDate: '2026-03-10T09:00:00.000Z', requestsUsers: [] },
        SEG,
      );
      expect(noRequests.status).toBe(400);
      const noAgenda = await api.call(
        'conference.create',
        {
          subject: 'S',
          startDate: '2026-03-10T09:00:00.000Z',
          requestsUsers: [{ request: request._id }],
        } as never,
        SEG,
      );
      expect(noAgenda.status).toBe(400);
      expect(noAgenda.error?.message).toContain('agenda');
      expect(await fingerprint(server)).toEqual(before);
    });

    it('takes only CET or SEG users as rapporteurs (400), and only SEG or CET as creators (403)', async () => {
      const request = await submittedRequest();
      const before = await fingerprint(server);
      const byPresident = await api.call(
        'conference.create',
        {
          subject: 'S',
          agenda: 'A',
          startDate: '2026-03-10T09:00:00.000Z',
          requestsUsers: [{ request: request._id }],
        },
        PRE,
      );
      expect(byPresident.status).toBe(403);
      const applicantRapporteur = await api.call(
        'conference.create',
        {
          subject: 'S',
          agenda: 'A',
          startDate: '2026-03-10T09:00:00.000Z',
          requestsUsers: [{ request: request._id, user: demo.ids.marioRossi }],
        },
        SEG,
      );
      expect(applicantRapporteur.status).toBe(400);
      expect(applicantRapporteur.error?.message).toBe(
        'Il relatore deve essere un utente con ruolo CET o SEG',
      );
      expect(await fingerprint(server)).toEqual(before);
    });
  });

  describe('rapporteurs, opening and closing', () => {
    it('opens only by PRE, only when every request has a rapporteur', async () => {
      const [first, second] = [await submittedRequest(), await submittedRequest()];
      const meeting = await createMeeting([first, second], [demo.ids.paoloNeri]);
      const before = await fingerprint(server);
      const missing = await api.call(
        'conference.update',
        { _id: meeting._id, updated: meeting.updated, openDate: new Date().toISOString() },
        PRE,
      );
      expect(missing.status).toBe(409);
      expect(missing.error?.message).toBe(
        'La riunione si apre solo se è in attesa e ogni richiesta ha un relatore',
      );
      expect(await fingerprint(server)).toEqual(before);
      const byCet = await api.call(
        'conference.update',
        {
          _id: meeting._id,
          updated: meeting.updated,
          requestsUsers: [{ request: first._id, user: demo.ids.paoloNeri }],
        },
        PAOLO,
      );
      expect(byCet.status).toBe(403);
      const assigned = await api.ok(
        'conference.update',
        {
          _id: meeting._id,
          updated: meeting.updated,
          requestsUsers: [
            { request: first._id, user: demo.ids.paoloNeri },
            { request: second._id, user: demo.ids.lauraRicci },
          ],
        },
        PRE,
      );
      expect(assigned.requestsUsers.map((entry) => entry.user?.fullname)).toEqual([
        'Paolo Neri',
        'Laura Ricci',
      ]);
      expect(
        (
          await api.call(
            'conference.update',
            { _id: meeting._id, updated: assigned.updated, openDate: new Date().toISOString() },
            SEG,
          )
        ).status,
      ).toBe(403);
      const opened = await api.ok(
        'conference.update',
        { _id: meeting._id, updated: assigned.updated, openDate: '2000-01-01T00:00:00.000Z' },
        PRE,
      );
      expect(opened.openDate).not.toBeNull();
      // The server records its own clock, not the client's.
      expect(Date.parse(opened.openDate ?? '')).toBeGreaterThan(Date.parse('2026-01-01'));
      const late = await api.call(
        'conference.update',
        {
          _id: meeting._id,
          updated: opened.updated,
          requestsUsers: [{ request: first._id, user: demo.ids.saraGialli }],
        },
        PRE,
      );
      expect(late.status).toBe(409);
    });

    it('refuses a change made on a stale copy of the meeting (409)', async () => {
      const meeting = await createMeeting([await submittedRequest()]);
      await api.ok(
        'conference.update',
        { _id: meeting._id, updated: meeting.updated, subject: 'Nuovo oggetto' },
        SEG,
      );
      const before = await fingerprint(server);
      const stale = await api.call(
        'conference.update',
        { _id: meeting._id, updated: meeting.updated, agenda: 'Altro' },
        SEG,
      );
      expect(stale).toMatchObject({
        status: 409,
        error: { message: 'La riunione è stata modificata da un altro utente' },
      });
      expect(await fingerprint(server)).toEqual(before);
    });

    it('given an open meeting, when PRE closes it, then every further change is refused and changes nothing', async () => {
      const request = await submittedRequest();
      const open = await openMeeting([request]);
      expect(
        (
          await api.call(
            'conference.update',
            { _id: open._id, updated: open.updated, closeDate: new Date().toISOString() },
            SEG,
          )
        ).status,
      ).toBe(403);
      const closed = await api.ok(
        'conference.update',
        {
          _id: open._id,
          updated: open.updated,
          closeDate: new Date().toISOString(),
          outcomes: [{ request: request._id, outcome: 'postponed' }],
        },
        PRE,
      );
      expect(closed.closeDate).not.toBeNull();
      const before = await fingerprint(server);
      const attempts = await Promise.all([
        api.call('conference.update', { _id: closed._id, updated: closed.updated, subject: 'Riapro' }, SEG),
        api.call(
          'conference.update',
          { _id: closed._id, updated: closed.updated, comment: { request: request._id, body: 'Tardi' } },
          SEG,
        ),
        api.call(
          'conference.decide',
          { _id: closed._id, request: request._id, updated: request.updated, state: 'ACCEPTED' },
          SEG,
        ),
        api.call('conference.commit', { _id: closed._id, requestsUsers: [{ request: request._id }] }, SEG),
      ]);
      expect(attempts.map((attempt) => attempt.status)).toEqual([409, 409, 409, 409]);
      expect(attempts[0]?.error?.message).toBe('La riunione è chiusa e non può più essere modificata');
      expect(await fingerprint(server)).toEqual(before);
    });
  });

  describe('decisions in an open meeting', () => {
    it('lets the assigned CET rapporteur accept a request, with a MEETING_DECISION log', async () => {
      const request = await submittedRequest();
      const meeting = await openMeeting([request]);
      const accepted = await api.ok(
        'conference.decide',
        { _id: meeting._id, request: request._id, updated: request.updated, state: 'ACCEPTED' },
        PAOLO,
      );
      expect(accepted.state).toBe('ACCEPTED');
      expect(accepted.logs.at(-1)).toMatchObject({
        operation: 'MEETING_DECISION',
        role: 'CET',
        user: 'NREPLA75C12L219G',
      });
    });

    it('refuses a CET member who is not the rapporteur (403), and a decision before the meeting opens (409), changing nothing', async () => {
      const request = await submittedRequest();
      const meeting = await openMeeting([request]);
      const waiting = await createMeeting([await submittedRequest()], [demo.ids.paoloNeri]);
      const waitingRequest = entryRequest(waiting);
      const before = await fingerprint(server);
      const notRapporteur = await api.call(
        'conference.decide',
        { _id: meeting._id, request: request._id, updated: request.updated, state: 'ACCEPTED' },
        SARA,
      );
      expect(notRapporteur.status).toBe(403);
      expect(notRapporteur.error?.message).toBe(
        'Solo il relatore assegnato può decidere su questa richiesta',
      );
      const notOpen = await api.call(
        'conference.decide',
        {
          _id: waiting._id,
          request: waitingRequest?._id ?? '',
          updated: new Date().toISOString(),
          state: 'ACCEPTED',
        },
        PAOLO,
      );
      expect(notOpen.status).toBe(409);
      expect(await fingerprint(server)).toEqual(before);
    });

    it('needs a comment to ask for an integration, and refuses a stale request (409)', async () => {
      const request = await submittedRequest();
      const meeting = await openMeeting([request]);
      const noComment = await api.call(
        'conference.decide',
        { _id: meeting._id, request: request._id, updated: request.updated, state: 'TO_INTEGRATE_CER' },
        SEG,
      );
      expect(noComment.status).toBe(400);
      const stale = await api.call(
        'conference.decide',
        {
          _id: meeting._id,
          request: request._id,
          updated: '2020-01-01T00:00:00.000Z',
          state: 'REJECTED_CER',
        },
        SEG,
      );
      expect(stale.status).toBe(409);
      const toIntegrate = await api.ok(
        'conference.decide',
        {
          _id: meeting._id,
          request: request._id,
          updated: request.updated,
          state: 'TO_INTEGRATE_CER',
          comment: 'Chiarire il braccio di controllo',
        },
        SEG,
      );
      expect(toIntegrate).toMatchObject({
        state: 'TO_INTEGRATE_CER',
        comment: 'Chiarire il braccio di controllo',
      });
    });

    it('lets the rapporteur write the report and attach it, SEG the minutes, PRE the signed minutes after them', async () => {
      const request = await submittedRequest();
      const meeting = await openMeeting([request]);
      const reportFile = await uploadPdf(api, PAOLO, 'relazione.pdf');
      const withComment = await api.ok(
        'conference.update',
        {
          _id: meeting._id,
          updated: meeting.updated,
          comment: { request: request._id, body: 'Parere favorevole' },
        },
        PAOLO,
      );
      const withReport = await api.ok(
        'conference.update',
        {
          _id: meeting._id,
          updated: withComment.updated,
          documents: { request: request._id, file: reportFile._id },
        },
        PAOLO,
      );
      expect(withReport.comments).toEqual([{ request: request._id, body: 'Parere favorevole' }]);
      expect(withReport.documents).toEqual([
        { request: request._id, file: { _id: reportFile._id, fileName: 'relazione.pdf' } },
      ]);
      expect((await api.ok('request.get', { id: request._id }, SEG)).logs.at(-1)).toMatchObject({
        operation: 'UPLOAD',
        role: 'CET',
      });
      const saraFile = await uploadPdf(api, SARA, 'mia.pdf');
      expect(
        (
          await api.call(
            'conference.update',
            {
              _id: meeting._id,
              updated: withReport.updated,
              documents: { request: request._id, file: saraFile._id },
            },
            SARA,
          )
        ).status,
      ).toBe(403);
      const signed = await uploadPdf(api, PRE, 'verbale-firmato.pdf');
      const tooEarly = await api.call(
        'conference.update',
        { _id: meeting._id, updated: withReport.updated, conferenceDocumentSigned: signed._id },
        PRE,
      );
      expect(tooEarly.status).toBe(409);
      const minutes = await uploadPdf(api, SEG, 'verbale.pdf');
      const withMinutes = await api.ok(
        'conference.update',
        { _id: meeting._id, updated: withReport.updated, conferenceDocument: minutes._id },
        SEG,
      );
      const withSigned = await api.ok(
        'conference.update',
        { _id: meeting._id, updated: withMinutes.updated, conferenceDocumentSigned: signed._id },
        PRE,
      );
      expect(withSigned.conferenceDocument?.fileName).toBe('verbale.pdf');
      expect(withSigned.conferenceDocumentSigned?.fileName).toBe('verbale-firmato.pdf');
    });
  });

  describe('freezing the reviewed version', () => {
    it('given a request sent back for integration, when the meeting commits it, then the meeting keeps a clone that later integrations do not change', async () => {
      const request = await submittedRequest('Versione esaminata');
      const meeting = await openMeeting([request]);
      const decided = await api.ok(
        'conference.decide',
        {
          _id: meeting._id,
          request: request._id,
          updated: request.updated,
          state: 'TO_INTEGRATE_CER',
          comment: 'Integrare il consenso',
        },
        PAOLO,
      );
      const committed = await api.ok(
        'conference.commit',
        { _id: meeting._id, requestsUsers: [{ request: request._id }] },
        PAOLO,
      );
      const clone = entryRequest(committed);
      expect(clone).toMatchObject({
        isClone: true,
        identifier: request.identifier,
        state: 'TO_INTEGRATE_CER',
      });
      expect(clone?._id).not.toBe(request._id);
      expect(committed.requestsUsers[0]?.user?.fullname).toBe('Paolo Neri');

      const original = await api.ok('request.get', { id: request._id }, RIC);
      expect(original.logs.at(-1)).toMatchObject({ operation: 'COMMIT', role: 'CET' });
      expect(original.updated > decided.updated).toBe(true);
      const integrated = await api.ok(
        'request.update',
        { _id: original._id, updated: original.updated, studyTitle: 'Versione integrata' },
        RIC,
      );
      const resent = await sendRequest(api, RIC, integrated);
      expect(resent.state).toBe('WAIT_PROT_CER');
      await server.app.protocolJob.run();
      expect((await api.ok('request.get', { id: request._id }, SEG)).state).toBe('SUBMITTED');

      const frozen = await api.ok('request.get', { id: clone?._id ?? '' }, SEG);
      expect(frozen).toMatchObject({
        studyTitle: 'Versione esaminata',
        state: 'TO_INTEGRATE_CER',
        isClone: true,
      });
      const onClone = await api.call(
        'conference.decide',
        { _id: meeting._id, request: frozen._id, updated: frozen.updated, state: 'ACCEPTED' },
        SEG,
      );
      expect(onClone.status).toBe(409);
      expect(onClone.error?.message).toBe('Lo stato di una richiesta clonata non può essere modificato');
      const meetings = await api.ok('conference.checkExistConference', { _id: request._id }, RIC);
      expect(meetings.map((summary) => summary._id)).toEqual([meeting._id]);
      // Back in SUBMITTED, the integrated request may join a new meeting.
      expect(
        (await api.ok('conference.availableRequests', {}, SEG)).result.map((candidate) => candidate._id),
      ).toContain(request._id);
    });
  });

  describe('the request’s report (verbale)', () => {
    const attachReport = (request: Request, caller: typeof SEG, document: string) =>
      api.call(
        'request.update',
        { _id: request._id, updated: request.updated, reportDocument: document },
        caller,
      );

    it('refuses a CET member or the president who is not the rapporteur in the meeting holding the request (403), changing nothing', async () => {
      const request = await submittedRequest('Verbale del relatore');
      await createMeeting([request], [demo.ids.paoloNeri]);
      const saraReport = await uploadPdf(api, SARA, 'verbale di sara.pdf');
      const annaReport = await uploadPdf(api, PRE, 'verbale di anna.pdf');
      const before = await fingerprint(server);
      for (const [caller, report] of [
        [SARA, saraReport],
        [PRE, annaReport],
      ] as const) {
        const refused = await attachReport(request, caller, report._id);
        expect(refused.status).toBe(403);
        expect(refused.error?.message).toBe(
          'Il verbale lo caricano solo la segreteria o il relatore della richiesta nella riunione',
        );
      }
      expect(await fingerprint(server)).toEqual(before);
    });

    it('refuses a CET member on a request that no meeting holds (403)', async () => {
      const request = await submittedRequest('Verbale senza riunione');
      const report = await uploadPdf(api, PAOLO, 'verbale.pdf');
      expect((await attachReport(request, PAOLO, report._id)).status).toBe(403);
    });

    it('lets the rapporteur attach it and the secretariat replace it, keeping the earlier one as a version', async () => {
      const request = await submittedRequest('Verbale con versioni');
      await createMeeting([request], [demo.ids.paoloNeri]);
      const first = await uploadPdf(api, PAOLO, 'verbale v1.pdf');
      const attached = await attachReport(request, PAOLO, first._id);
      expect(attached.status).toBe(200);
      expect(attached.data?.reportDocument?._id).toBe(first._id);
      expect(attached.data?.reportVersions.map((version) => version._id)).toEqual([first._id]);

      const second = await uploadPdf(api, SEG, 'verbale v2.pdf');
      const replaced = await api.ok(
        'request.update',
        { _id: request._id, updated: attached.data?.updated ?? '', reportDocument: second._id },
        SEG,
      );
      expect(replaced.reportDocument).toMatchObject({ _id: second._id, fileName: 'verbale v2.pdf' });
      expect(replaced.reportVersions.map((version) => version.fileName)).toEqual([
        'verbale v1.pdf',
        'verbale v2.pdf',
      ]);
      // The applicant may still read the earlier version of its own request's report.
      expect((await api.call('document.get', { id: first._id }, RIC)).status).toBe(200);
      const again = await api.call(
        'request.update',
        { _id: request._id, updated: replaced.updated, reportDocument: first._id },
        PAOLO,
      );
      expect(again.status).toBe(409);
    });
  });

  describe('finding and reading meetings', () => {
    it('filters by text, state and rapporteur; refuses the list to applicants (403)', async () => {
      const open = await openMeeting([await submittedRequest()]);
      await createMeeting(
        [await submittedRequest()],
        [demo.ids.saraGialli],
        'Seduta straordinaria di aprile',
      );
      const bySubject = await api.ok('conference.find', { query: { subject: 'STRAORDINARIA' } }, SEG);
      expect(bySubject.result.map((meeting) => meeting.subject)).toEqual(['Seduta straordinaria di aprile']);
      const opened = await api.ok('conference.find', { query: { state: 'open' } }, PRE);
      expect(opened.result.map((meeting) => meeting._id)).toContain(open._id);
      expect(opened.result.every((meeting) => meeting.openDate !== null && meeting.closeDate === null)).toBe(
        true,
      );
      expect(await api.ok('conference.count', { user: demo.ids.saraGialli }, SEG)).toEqual({ count: 1 });
      expect((await api.call('conference.find', {}, RIC)).status).toBe(403);
    });

    it('shows an applicant only the meetings of its requests, only its entries, reports once closed and never the minutes', async () => {
      const own = await submittedRequest();
      const meeting = await openMeeting([own]);
      const withComment = await api.ok(
        'conference.update',
        { _id: meeting._id, updated: meeting.updated, comment: { request: own._id, body: 'Relazione' } },
        PAOLO,
      );
      const whileOpen = await api.ok('conference.get', { id: meeting._id }, RIC);
      expect(whileOpen.comments).toEqual([]);
      await api.ok(
        'conference.update',
        {
          _id: meeting._id,
          updated: withComment.updated,
          closeDate: new Date().toISOString(),
          outcomes: [{ request: own._id, outcome: 'postponed' }],
        },
        PRE,
      );
      const afterClose = await api.ok('conference.get', { id: meeting._id }, RIC);
      expect(afterClose.requestsUsers.map((entry) => entry.request._id)).toEqual([own._id]);
      expect(afterClose.comments).toEqual([{ request: own._id, body: 'Relazione' }]);
      expect(afterClose.conferenceDocument).toBeNull();
      const outsider = await createOtherApplicant(api);
      const before = await fingerprint(server);
      expect((await api.call('conference.get', { id: meeting._id }, outsider)).status).toBe(403);
      expect(await fingerprint(server)).toEqual(before);
    });
  });
});
