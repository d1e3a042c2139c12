import type { Conference, Request } from '@cet-portal/api-client';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, requestLogs } from '../src/db/schema';
import type { DemoUsers } from '../src/demo/accounts';
import { type Api, createApi } from './support/api';
import { as, fingerprint, seedAccounts } from './support/fixtures';
import { draftRequest, sendRequest, uploadPdf } from './support/requests';
import { startTestServer, type TestServer } from './support/testServer';

const RIC = as('marioRossi');
const LUIGI = as('luigiVerdi');
const SEG = as('giuliaBianchi');
const PRE = as('annaFerrari');
const PAOLO = as('paoloNeri');

describe('the meeting workflow: edit, delete, close cleanly, register minutes, decide safely', () => {
  let server: TestServer;
  let api: Api;
  let demo: DemoUsers;

  beforeAll(async () => {
    server = await startTestServer();
    api = createApi(server);
    demo = await seedAccounts(server);
  });
  afterAll(() => server.stop());

  const submittedRequest = async (studyTitle = 'Studio da esaminare'): Promise<Request> => {
    const sent = await sendRequest(api, RIC, await draftRequest(api, RIC, { studyTitle }));
    await server.app.protocolJob.run();
    const pending = await api.ok('request.get', { id: sent._id }, SEG);
    return api.ok('request.decide', { _id: pending._id, updated: pending.updated, state: 'SUBMITTED' }, SEG);
  };

  const createMeeting = (requests: Request[], rapporteur: string | null = null, subject = 'Seduta') =>
    api.ok(
      'conference.create',
      {
        subject,
        agenda: 'Esame delle richieste inoltrate',
        startDate: '2026-03-10T09:00:00.000Z',
        requestsUsers: requests.map((request) => ({ request: request._id, user: rapporteur })),
      },
      SEG,
    );

  const openMeeting = async (requests: Request[]): Promise<Conference> => {
    const created = await createMeeting(requests, demo.ids.paoloNeri);
    return api.ok(
      'conference.update',
      { _id: created._id, updated: created.updated, openDate: new Date().toISOString() },
      PRE,
    );
  };

  const auditOf = (recordId: string, operation: string) =>
    server.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, recordId), eq(auditLog.operation, operation)));

  const availableIds = async () =>
    (await api.ok('conference.availableRequests', {}, SEG)).result.map((request) => request._id);

  describe('editing a meeting until it is opened', () => {
    it('given a waiting meeting, SEG changes subject and dates, adds a request and removes one, and each change is audited', async () => {
      const [kept, removed, added] = [
        await submittedRequest(),
        await submittedRequest(),
        await submittedRequest(),
      ];
      const meeting = await createMeeting([kept, removed]);
      const renamed = await api.ok(
        'conference.update',
        {
          _id: meeting._id,
          updated: meeting.updated,
          subject: 'Seduta corretta',
          endDate: '2026-03-10T12:00:00.000Z',
        },
        SEG,
      );
      const changed = await api.ok(
        'conference.update',
        {
          _id: meeting._id,
          updated: renamed.updated,
          requestsUsers: [{ request: kept._id }, { request: added._id }],
        },
        SEG,
      );
      expect(changed.subject).toBe('Seduta corretta');
      expect(changed.requestsUsers.map((entry) => entry.request._id)).toEqual([kept._id, added._id]);
      expect(await availableIds()).toContain(removed._id);
      expect(await availableIds()).not.toContain(added._id);
      const audit = await auditOf(meeting._id, 'conference.update');
      expect(audit).toHaveLength(2);
    });

    it('refuses an end date before the start, as creation does (400), changing nothing', async () => {
      const meeting = await createMeeting([await submittedRequest()]);
      const before = await fingerprint(server);
      const backwards = await api.call(
        'conference.update',
        { _id: meeting._id, updated: meeting.updated, endDate: '2026-03-01T09:00:00.000Z' },
        SEG,
      );
      expect(backwards.status).toBe(400);
      expect(await fingerprint(server)).toEqual(before);
    });

    it('refuses to change subject, agenda or dates once the meeting is open (409), changing nothing', async () => {
      const open = await openMeeting([await submittedRequest()]);
      const before = await fingerprint(server);
      const late = await api.call(
        'conference.update',
        { _id: open._id, updated: open.updated, subject: 'Troppo tardi' },
        SEG,
      );
      expect(late.status).toBe(409);
      expect(late.error?.message).toMatch(/apertura/);
      expect(await fingerprint(server)).toEqual(before);
    });
  });

  describe('deleting a meeting', () => {
    it('given a waiting meeting, SEG deletes it, its requests return to the pool and the deletion is audited', async () => {
      const request = await submittedRequest();
      const meeting = await createMeeting([request]);
      expect(await availableIds()).not.toContain(request._id);
      expect(await api.ok('conference.delete', { _id: meeting._id, updated: meeting.updated }, SEG)).toEqual({
        _id: meeting._id,
      });
      expect((await api.call('conference.get', { id: meeting._id }, SEG)).status).toBe(404);
      expect(await availableIds()).toContain(request._id);
      const [audit] = await auditOf(meeting._id, 'conference.delete');
      expect(audit?.after).toBeNull();
    });

    it('deletes a waiting meeting whose request was decided in an earlier meeting, and refuses one decided in it', async () => {
      const decisionOn = async (request: Request, date: string) =>
        server.app.database.db.insert(requestLogs).values({
          requestId: request._id,
          operation: 'MEETING_DECISION',
          role: 'CET',
          userFiscalCode: 'PLONRI80A01H501X',
          date: new Date(date),
          state: 'TO_INTEGRATE',
        });
      // The meetings start on 2026-03-10: a decision of the February meeting is not theirs.
      const earlier = await submittedRequest();
      await decisionOn(earlier, '2026-02-10T10:00:00.000Z');
      const meeting = await createMeeting([earlier]);
      expect(
        (await api.call('conference.delete', { _id: meeting._id, updated: meeting.updated }, SEG)).status,
      ).toBe(200);
      const legacy = await submittedRequest();
      await decisionOn(legacy, '2026-03-10T10:00:00.000Z');
      const holding = await createMeeting([legacy]);
      const refused = await api.call(
        'conference.delete',
        { _id: holding._id, updated: holding.updated },
        SEG,
      );
      expect(refused.error?.message).toBe(
        'La riunione contiene già una decisione e non può essere eliminata',
      );
    });

    it('refuses to delete an opened meeting (409), or as anyone but SEG (403), changing nothing', async () => {
      const open = await openMeeting([await submittedRequest()]);
      const waiting = await createMeeting([await submittedRequest()]);
      const before = await fingerprint(server);
      const opened = await api.call('conference.delete', { _id: open._id, updated: open.updated }, SEG);
      expect(opened.status).toBe(409);
      const byPresident = await api.call(
        'conference.delete',
        { _id: waiting._id, updated: waiting.updated },
        PRE,
      );
      expect(byPresident.status).toBe(403);
      expect(byPresident.error?.message).toMatch(/non consentita al ruolo PRE/);
      expect(await fingerprint(server)).toEqual(before);
    });
  });

  describe('closing a meeting cleanly', () => {
    it('refuses a close that leaves the outcome of an undecided request unstated (400), changing nothing', async () => {
      const [decided, undecided] = [await submittedRequest(), await submittedRequest()];
      const open = await openMeeting([decided, undecided]);
      await api.ok(
        'conference.decide',
        { _id: open._id, request: decided._id, updated: decided.updated, state: 'ACCEPTED' },
        PAOLO,
      );
      const current = await api.ok('conference.get', { id: open._id }, PRE);
      const before = await fingerprint(server);
      const unstated = await api.call(
        'conference.update',
        { _id: open._id, updated: current.updated, closeDate: new Date().toISOString() },
        PRE,
      );
      expect(unstated.status).toBe(400);
      expect(unstated.error?.message).toMatch(/rinviata alla prossima riunione/);
      const decidedToo = await api.call(
        'conference.update',
        {
          _id: open._id,
          updated: current.updated,
          closeDate: new Date().toISOString(),
          outcomes: [
            { request: undecided._id, outcome: 'postponed' },
            { request: decided._id, outcome: 'postponed' },
          ],
        },
        PRE,
      );
      expect(decidedToo.status).toBe(400);
      expect(await fingerprint(server)).toEqual(before);
    });

    it('given a postponed request, the meeting records it, the request is logged and offered to the next meeting', async () => {
      const [postponed, withdrawn] = [await submittedRequest(), await submittedRequest()];
      const open = await openMeeting([postponed, withdrawn]);
      const closed = await api.ok(
        'conference.update',
        {
          _id: open._id,
          updated: open.updated,
          closeDate: new Date().toISOString(),
          outcomes: [
            { request: postponed._id, outcome: 'postponed' },
            { request: withdrawn._id, outcome: 'withdrawn' },
          ],
        },
        PRE,
      );
      expect(closed.requestsUsers.map((entry) => [entry.request._id, entry.outcome])).toEqual([
        [postponed._id, 'postponed'],
        [withdrawn._id, 'withdrawn'],
      ]);
      const reread = await api.ok('request.get', { id: postponed._id }, SEG);
      expect(reread.state).toBe('SUBMITTED');
      expect(reread.logs.at(-1)).toMatchObject({ operation: 'POSTPONED', role: 'PRE' });
      expect((await api.ok('request.get', { id: withdrawn._id }, SEG)).logs.at(-1)?.operation).toBe(
        'WITHDRAWN',
      );
      expect(await availableIds()).toContain(postponed._id);
    });
  });

  describe('registering the minutes', () => {
    it('when SEG uploads the minutes and PRE the signed minutes, the protocol job registers each once, numbered in the year with the requests', async () => {
      const open = await openMeeting([await submittedRequest()]);
      const minutes = await uploadPdf(api, SEG, 'verbale.pdf');
      const withMinutes = await api.ok(
        'conference.update',
        { _id: open._id, updated: open.updated, conferenceDocument: minutes._id },
        SEG,
      );
      expect(withMinutes.protocols).toEqual([]);
      await server.app.protocolJob.run();
      const registered = await api.ok('conference.get', { id: open._id }, SEG);
      expect(registered.protocols).toHaveLength(1);
      const signed = await uploadPdf(api, PRE, 'verbale-firmato.pdf');
      await api.ok(
        'conference.update',
        { _id: open._id, updated: registered.updated, conferenceDocumentSigned: signed._id },
        PRE,
      );
      await server.app.protocolJob.run();
      await server.app.protocolJob.run();
      const both = await api.ok('conference.get', { id: open._id }, SEG);
      expect(both.protocols).toHaveLength(2);
      const [first, second] = both.protocols;
      expect(second?.protocol).toBe((first?.protocol ?? 0) + 1);
      expect(first?.year).toBe(new Date().getFullYear());
      // A request sent now takes the next number of the same yearly registry.
      const sent = await sendRequest(api, RIC, await draftRequest(api, RIC));
      await server.app.protocolJob.run();
      const request = await api.ok('request.get', { id: sent._id }, SEG);
      expect(request.protocols.at(-1)?.protocol).toBe((second?.protocol ?? 0) + 1);
    });
  });

  describe('decisions that cannot break a meeting', () => {
    it('refuses to restore a request that a waiting or open meeting holds (403, Italian), and allows it once the meeting is closed', async () => {
      const request = await submittedRequest();
      const meeting = await createMeeting([request], null, 'Seduta di aprile');
      const before = await fingerprint(server);
      const whileWaiting = await api.call(
        'request.restore',
        { _id: request._id, updated: request.updated },
        SEG,
      );
      expect(whileWaiting.status).toBe(403);
      expect(whileWaiting.error?.message).toBe(
        'La richiesta è nella riunione "Seduta di aprile", in attesa o aperta: non può essere ripristinata finché la riunione non è chiusa',
      );
      expect(await fingerprint(server)).toEqual(before);
      const withRapporteur = await api.ok(
        'conference.update',
        {
          _id: meeting._id,
          updated: meeting.updated,
          requestsUsers: [{ request: request._id, user: demo.ids.paoloNeri }],
        },
        PRE,
      );
      const open = await api.ok(
        'conference.update',
        { _id: meeting._id, updated: withRapporteur.updated, openDate: new Date().toISOString() },
        PRE,
      );
      expect(
        (await api.call('request.restore', { _id: request._id, updated: request.updated }, SEG)).status,
      ).toBe(403);
      await api.ok(
        'conference.update',
        {
          _id: open._id,
          updated: open.updated,
          closeDate: new Date().toISOString(),
          outcomes: [{ request: request._id, outcome: 'withdrawn' }],
        },
        PRE,
      );
      const current = await api.ok('request.get', { id: request._id }, SEG);
      const restored = await api.ok('request.restore', { _id: request._id, updated: current.updated }, SEG);
      expect(restored.state).toBe('PENDING');
    });

    it('refuses a decision in a meeting that does not hold the request (403), changing nothing', async () => {
      const [held, elsewhere] = [await submittedRequest(), await submittedRequest()];
      const open = await openMeeting([held]);
      await createMeeting([elsewhere]);
      const before = await fingerprint(server);
      const outside = await api.call(
        'conference.decide',
        { _id: open._id, request: elsewhere._id, updated: elsewhere.updated, state: 'ACCEPTED' },
        SEG,
      );
      expect(outside.status).toBe(403);
      expect(outside.error?.message).toBe('Si decide su una richiesta solo nella riunione che la esamina');
      expect(await fingerprint(server)).toEqual(before);
    });

    it('a double click on a meeting decision decides once: the repeat answers the same request and writes nothing', async () => {
      const request = await submittedRequest();
      const open = await openMeeting([request]);
      const input = {
        _id: open._id,
        request: request._id,
        updated: request.updated,
        state: 'ACCEPTED',
      } as const;
      const [first, second] = await Promise.all([
        api.call('conference.decide', input, PAOLO),
        api.call('conference.decide', input, PAOLO),
      ]);
      expect([first.status, second.status]).toEqual([200, 200]);
      const reread = await api.ok('request.get', { id: request._id }, SEG);
      expect(reread.state).toBe('ACCEPTED');
      expect(reread.logs.filter((log) => log.operation === 'MEETING_DECISION')).toHaveLength(1);
      // A different decision on the stale copy is still refused.
      const other = await api.call('conference.decide', { ...input, state: 'REJECTED_CER' }, PAOLO);
      expect(other.status).toBe(409);
    });

    it("a double click on the secretariat's decision decides once", async () => {
      const sent = await sendRequest(api, RIC, await draftRequest(api, RIC));
      await server.app.protocolJob.run();
      const pending = await api.ok('request.get', { id: sent._id }, SEG);
      const input = { _id: pending._id, updated: pending.updated, state: 'REJECTED' } as const;
      const [first, second] = await Promise.all([
        api.call('request.decide', input, SEG),
        api.call('request.decide', input, SEG),
      ]);
      expect([first.status, second.status]).toEqual([200, 200]);
      const reread = await api.ok('request.get', { id: pending._id }, SEG);
      expect(reread.logs.filter((log) => log.operation === 'DECISION')).toHaveLength(1);
    });
  });

  describe('corrections with accountability', () => {
    it('given a request frozen in an open meeting, SEG and the rapporteur correct its report and omissis until closing, and every version is kept', async () => {
      const request = await submittedRequest();
      const open = await openMeeting([request]);
      const toIntegrate = await api.ok(
        'conference.decide',
        {
          _id: open._id,
          request: request._id,
          updated: request.updated,
          state: 'TO_INTEGRATE_CER',
          comment: 'Integrare il consenso informato',
        },
        PAOLO,
      );
      const committed = await api.ok(
        'conference.commit',
        { _id: open._id, requestsUsers: [{ request: toIntegrate._id }] },
        PAOLO,
      );
      const clone = committed.requestsUsers[0]?.request;
      expect(clone?.isClone).toBe(true);
      const first = await api.ok(
        'conference.update',
        {
          _id: open._id,
          updated: committed.updated,
          comment: { request: clone?._id ?? '', body: 'Prima relazione' },
        },
        PAOLO,
      );
      const second = await api.ok(
        'conference.update',
        {
          _id: open._id,
          updated: first.updated,
          comment: { request: clone?._id ?? '', body: 'Relazione corretta' },
        },
        SEG,
      );
      const omissis = await uploadPdf(api, SEG, 'omissis.pdf');
      const withOmissis = await api.ok(
        'conference.update',
        {
          _id: open._id,
          updated: second.updated,
          omissisDocuments: { request: clone?._id ?? '', file: omissis._id },
        },
        SEG,
      );
      expect(withOmissis.comments).toEqual([{ request: clone?._id, body: 'Relazione corretta' }]);
      expect(
        withOmissis.reportVersions?.map((version) => [version.kind, version.body, version.user?.fullname]),
      ).toEqual([
        ['comment', 'Prima relazione', 'Paolo Neri'],
        ['comment', 'Relazione corretta', 'Giulia Bianchi'],
        ['omissis', null, 'Giulia Bianchi'],
      ]);
      const forApplicant = await api.ok('conference.get', { id: open._id }, RIC);
      expect(forApplicant.reportVersions).toEqual([]);
    });
  });

  describe('counts that match lists', () => {
    it("the applicant's to-integrate count counts its company's requests, exactly as the list does", async () => {
      const own = await submittedRequest();
      const colleague = await sendRequest(api, LUIGI, await draftRequest(api, LUIGI));
      await server.app.protocolJob.run();
      for (const id of [own._id, colleague._id]) {
        const current = await api.ok('request.get', { id }, SEG);
        if (current.state === 'PENDING')
          await api.ok(
            'request.decide',
            { _id: id, updated: current.updated, state: 'TO_INTEGRATE', comment: 'Integrare' },
            SEG,
          );
      }
      const states = ['TO_INTEGRATE', 'TO_INTEGRATE_CER'] as const;
      const list = await api.ok('request.find', { query: { states: [...states] } }, RIC);
      const count = await api.ok('request.countToIntegrate', {}, RIC);
      expect(list.result.map((request) => request.user)).toContain(demo.ids.luigiVerdi);
      expect(count.count).toBe(list.total);
    });
  });
});
