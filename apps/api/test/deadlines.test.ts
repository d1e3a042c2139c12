import { type Conference, daysAfter, formatDate, type Request } from '@cet-portal/api-client';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notificationOutbox } from '../src/db/schema';
import { DEADLINE_JOB_LOCK, runDeadlineJob } from '../src/jobs/deadlines';
import { type Api, createApi } from './support/api';
import { as, fingerprint, seedAccounts } from './support/fixtures';
import { configureType, draftRequest, sendRequest } from './support/requests';
import { startTestServer, type TestServer } from './support/testServer';

const RIC = as('marioRossi');
const SEG = as('giuliaBianchi');
const PRE = as('annaFerrari');
/**
 * The server's clock, moved by the tests: days pass in a line instead of in days, as calendar days in
 * Rome (the contract's `daysAfter`), so a run in any season crosses summer time as a user would.
 */
let clock = Date.now();
const at = (time: number) => new Date(time).toISOString();
const daysLater = (days: number, from = clock) => daysAfter(new Date(from), days).toISOString();
const pass = (days: number) => {
  clock = daysAfter(new Date(clock), days).getTime();
};

describe('the integration clock and the committee’s clock', () => {
  let server: TestServer;
  let api: Api;
  let paoloNeri: string;

  beforeAll(async () => {
    server = await startTestServer({ now: () => new Date(clock) });
    api = createApi(server);
    paoloNeri = (await seedAccounts(server)).ids.paoloNeri;
    await configureType(api, 'A1', [{ label: 'Protocollo', required: true }]);
  });
  afterAll(() => server.stop());
  beforeEach(() => {
    clock = Date.now();
  });

  const pendingRequest = async (type: 'A1' | 'B1' | 'C1' = 'A1', studyTitle?: string): Promise<Request> => {
    const labels = type === 'A1' ? ['Protocollo'] : [];
    const sent = await sendRequest(
      api,
      RIC,
      await draftRequest(api, RIC, { type, labels, ...(studyTitle ? { studyTitle } : {}) }),
    );
    await server.app.protocolJob.run();
    return api.ok('request.get', { id: sent._id }, SEG);
  };
  const askIntegration = (request: Request) =>
    api.ok(
      'request.decide',
      { _id: request._id, updated: request.updated, state: 'TO_INTEGRATE', comment: 'Manca la firma' },
      SEG,
    );
  const reload = (request: Request) => api.ok('request.get', { id: request._id }, SEG);
  const operations = async (request: Request) => (await reload(request)).logs.map((log) => log.operation);
  const count = (list: string[], operation: string) => list.filter((entry) => entry === operation).length;
  /** The outbox's messages of one kind about a request: what its applicants will receive. */
  const messages = (request: Request, kind: string) =>
    server.app.database.db
      .select({ userId: notificationOutbox.userId, body: notificationOutbox.body })
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.recordId, request._id), eq(notificationOutbox.kind, kind as never)));

  describe('the due date', () => {
    it('given a PENDING request, when SEG asks for an integration, then the due date is 180 days later and the applicant sees it', async () => {
      const asked = await askIntegration(await pendingRequest());
      expect(asked.integrationDue).toBe(daysLater(180));
      expect(asked.integrationLapsed).toBeNull();
      const seenByApplicant = await api.ok('request.get', { id: asked._id }, RIC);
      expect(seenByApplicant.integrationDue).toBe(daysLater(180));
    });

    it('uses the limit set on the request type in the ADMIN panel, for the rounds that start afterwards', async () => {
      const ADMIN = as('marcoColombo');
      const refused = await api.call(
        'requestConfig.create',
        { requestType: 'C1', documentType: [], integrationLimitDays: 0 },
        ADMIN,
      );
      expect(refused.status).toBe(400);
      expect(refused.error?.message).toContain('I giorni per l’integrazione sono almeno 1');
      const created = await api.ok(
        'requestConfig.create',
        { requestType: 'C1', documentType: [], integrationLimitDays: 60 },
        ADMIN,
      );
      expect(created.integrationLimitDays).toBe(60);
      const running = await askIntegration(await pendingRequest('C1'));
      expect(running.integrationDue).toBe(daysLater(60));
      // The applicants' message announces the type's due date, not the default 180 days.
      const [asking] = await messages(running, 'request.integrationAsked');
      expect(asking?.body).toContain(`entro il ${formatDate(daysLater(60))}`);
      const changed = await api.ok(
        'requestConfig.update',
        { _id: created._id, updated: created.updated, documentType: [], integrationLimitDays: 90 },
        ADMIN,
      );
      expect(changed.integrationLimitDays).toBe(90);
      const asked = await askIntegration(await pendingRequest('C1'));
      expect(asked.integrationDue).toBe(daysLater(90));
      expect((await reload(running)).integrationDue).toBe(running.integrationDue);
    });

    it('gives a type with no configuration the default 180 days', async () => {
      const asked = await askIntegration(await pendingRequest('B1'));
      expect(asked.integrationDue).toBe(daysLater(180));
    });

    it('sorts the lists by due date and filters the lapsed ones for the secretariat', async () => {
      const studyTitle = 'Studio sul termine';
      const later = await askIntegration(await pendingRequest('A1', studyTitle));
      pass(-10);
      const sooner = await askIntegration(await pendingRequest('A1', studyTitle));
      const byDue = async (direction: 1 | -1) =>
        (
          await api.ok('request.find', { query: { studyTitle }, sort: { integrationDue: direction } }, SEG)
        ).result.map((request) => request._id);
      expect(await byDue(1)).toEqual([sooner._id, later._id]);
      expect(await byDue(-1)).toEqual([later._id, sooner._id]);
      pass(180);
      await server.app.deadlineJob.run();
      const lapsed = await api.ok('request.find', { query: { studyTitle, onlyLapsed: true } }, SEG);
      expect(lapsed.result.map((request) => request._id)).toEqual([sooner._id]);
      expect(lapsed.result[0]?.integrationLapsed).toBe(at(clock));
    });
  });

  describe('stop and resume', () => {
    it('stops when the applicant sends the integration: no reminder and no lapse while the committee has it', async () => {
      const asked = await askIntegration(await pendingRequest());
      pass(100);
      const sent = await sendRequest(api, RIC, asked);
      expect(sent.state).toBe('WAIT_PROT');
      expect(sent.integrationDue).toBeNull();
      pass(200);
      await server.app.protocolJob.run();
      await server.app.deadlineJob.run();
      const back = await reload(asked);
      expect(back.state).toBe('PENDING');
      expect(back.integrationLapsed).toBeNull();
      expect((await operations(asked)).filter((operation) => operation.startsWith('DEADLINE_'))).toEqual([]);
    });

    it('starts a fresh round of the limit when the committee asks again, from TO_INTEGRATE_CER in a meeting too', async () => {
      const asked = await askIntegration(await pendingRequest());
      pass(170);
      const integrated = await sendRequest(api, RIC, asked);
      await server.app.protocolJob.run();
      const pending = await reload(integrated);
      const forwarded = await api.ok(
        'request.decide',
        { _id: pending._id, updated: pending.updated, state: 'SUBMITTED' },
        SEG,
      );
      expect(forwarded.forwarded).toBe(at(clock));
      expect(forwarded.integrationDue).toBeNull();
      const created = await api.ok(
        'conference.create',
        {
          subject: 'Seduta con integrazione',
          agenda: 'Esame',
          startDate: '2026-03-10T09:00:00.000Z',
          requestsUsers: [{ request: forwarded._id, user: paoloNeri }],
        },
        SEG,
      );
      const meeting: Conference = await api.ok(
        'conference.update',
        { _id: created._id, updated: created.updated, openDate: new Date().toISOString() },
        PRE,
      );
      pass(5);
      const askedAgain = await api.ok(
        'conference.decide',
        {
          _id: meeting._id,
          request: forwarded._id,
          updated: forwarded.updated,
          state: 'TO_INTEGRATE_CER',
          comment: 'Chiarire il braccio di controllo',
        },
        SEG,
      );
      expect(askedAgain.integrationDue).toBe(daysLater(180));
      expect(askedAgain.forwarded).toBe(forwarded.forwarded);
    });
  });

  describe('the reminders and the lapse', () => {
    it('records the 30-day and the 7-day reminders each once, however often the job runs', async () => {
      const asked = await askIntegration(await pendingRequest());
      pass(149);
      await server.app.deadlineJob.run();
      expect(count(await operations(asked), 'DEADLINE_REMINDER30')).toBe(0);
      pass(1);
      await server.app.deadlineJob.run();
      await server.app.deadlineJob.run();
      pass(1);
      await server.app.deadlineJob.run();
      expect(count(await operations(asked), 'DEADLINE_REMINDER30')).toBe(1);
      expect(count(await operations(asked), 'DEADLINE_REMINDER7')).toBe(0);
      pass(22);
      await server.app.deadlineJob.run();
      await server.app.deadlineJob.run();
      const logs = await operations(asked);
      expect(count(logs, 'DEADLINE_REMINDER30')).toBe(1);
      expect(count(logs, 'DEADLINE_REMINDER7')).toBe(1);
      expect(count(logs, 'DEADLINE_LAPSED')).toBe(0);
      const reminder = (await reload(asked)).logs.find((log) => log.operation === 'DEADLINE_REMINDER7');
      expect(reminder).toMatchObject({ role: 'ADMIN', user: 'JOB', date: at(clock) });
      // Each reminder reaches the outbox once per applicant of the company, however often the job ran.
      const reminders30 = await messages(asked, 'deadline.reminder30');
      const reminders7 = await messages(asked, 'deadline.reminder7');
      expect(reminders30.length).toBeGreaterThan(0);
      expect(new Set(reminders30.map((message) => message.userId)).size).toBe(reminders30.length);
      expect(reminders7.map((message) => message.userId).sort()).toEqual(
        reminders30.map((message) => message.userId).sort(),
      );
    });

    it('records each event once when two runs (two instances) settle the same clocks at once', async () => {
      const asked = await askIntegration(await pendingRequest());
      pass(151);
      const runs = await Promise.all([
        runDeadlineJob(server.app.database, new Date(clock)),
        runDeadlineJob(server.app.database, new Date(clock)),
      ]);
      expect(runs.reduce((sum, run) => sum + run.sent['deadline.reminder30'], 0)).toBeGreaterThanOrEqual(1);
      expect(count(await operations(asked), 'DEADLINE_REMINDER30')).toBe(1);
    });

    it('sends only the most urgent event when the job was off for weeks: never "30 days left" a week before', async () => {
      const asked = await askIntegration(await pendingRequest());
      pass(175);
      await server.app.deadlineJob.run();
      const logs = await operations(asked);
      expect(count(logs, 'DEADLINE_REMINDER30')).toBe(0);
      expect(count(logs, 'DEADLINE_REMINDER7')).toBe(1);
      pass(10);
      await server.app.deadlineJob.run();
      await server.app.deadlineJob.run();
      expect(count(await operations(asked), 'DEADLINE_REMINDER7')).toBe(1);
      expect(count(await operations(asked), 'DEADLINE_LAPSED')).toBe(1);
    });

    it('marks the request "Termine scaduto" when the due date passes, without a new version the applicant would collide with', async () => {
      const asked = await askIntegration(await pendingRequest());
      pass(180);
      await server.app.deadlineJob.run();
      const lapsed = await reload(asked);
      expect(lapsed.integrationLapsed).toBe(at(clock));
      expect(lapsed.state).toBe('TO_INTEGRATE');
      expect(lapsed.updated).toBe(asked.updated);
      expect(lapsed.logs.at(-1)).toMatchObject({ operation: 'DEADLINE_LAPSED', role: 'ADMIN', user: 'JOB' });
      const rejected = await api.ok(
        'request.decide',
        { _id: lapsed._id, updated: lapsed.updated, state: 'REJECTED', comment: 'Termine scaduto' },
        SEG,
      );
      expect(rejected.state).toBe('REJECTED');
      expect(rejected.integrationDue).toBeNull();
      expect(rejected.integrationLapsed).toBeNull();
    });

    it.runIf(process.env.DATABASE_URL)(
      'does nothing while another instance holds its advisory lock',
      async () => {
        const asked = await askIntegration(await pendingRequest());
        pass(151);
        const otherInstance = new pg.Client({ connectionString: server.databaseUrl });
        await otherInstance.connect();
        try {
          await otherInstance.query('select pg_advisory_lock($1)', [DEADLINE_JOB_LOCK]);
          expect((await runDeadlineJob(server.app.database, new Date(clock))).skipped).toBe(true);
          expect(count(await operations(asked), 'DEADLINE_REMINDER30')).toBe(0);
        } finally {
          await otherInstance.end();
        }
        expect((await runDeadlineJob(server.app.database, new Date(clock))).skipped).toBe(false);
        expect(count(await operations(asked), 'DEADLINE_REMINDER30')).toBe(1);
      },
    );
  });

  describe('the secretariat’s extension', () => {
    it('given a lapsed request, when SEG extends it by 30 days with a reason, then it runs again, logged, with its reminders re-armed', async () => {
      const asked = await askIntegration(await pendingRequest());
      pass(181);
      await server.app.deadlineJob.run();
      const lapsed = await reload(asked);
      const extended = await api.ok(
        'request.extendDeadline',
        { _id: lapsed._id, updated: lapsed.updated, days: 40, reason: 'Il centro coordinatore è in ritardo' },
        SEG,
      );
      expect(extended.integrationDue).toBe(daysLater(40));
      expect(extended.integrationLapsed).toBeNull();
      expect(extended.logs.at(-1)).toMatchObject({ operation: 'DEADLINE_EXTENDED', role: 'SEG' });
      expect(extended.comments.at(-1)?.body).toBe(
        'Termine prorogato di 40 giorni: Il centro coordinatore è in ritardo',
      );
      pass(11);
      await server.app.deadlineJob.run();
      pass(23);
      await server.app.deadlineJob.run();
      const logs = await operations(asked);
      expect(count(logs, 'DEADLINE_REMINDER30')).toBe(1);
      expect(count(logs, 'DEADLINE_REMINDER7')).toBe(1);
      expect(count(logs, 'DEADLINE_LAPSED')).toBe(1);
    });

    it('moves a running due date from itself, not from today', async () => {
      const asked = await askIntegration(await pendingRequest());
      pass(10);
      const extended = await api.ok(
        'request.extendDeadline',
        { _id: asked._id, updated: asked.updated, days: 15, reason: 'Festività' },
        SEG,
      );
      expect(extended.integrationDue).toBe(daysLater(15, Date.parse(asked.integrationDue ?? '')));
    });

    it('refuses bad input with an Italian message, other roles, and a request whose clock is stopped, changing nothing', async () => {
      const asked = await askIntegration(await pendingRequest());
      const pending = await pendingRequest();
      const before = await fingerprint(server);
      const noReason = await api.call(
        'request.extendDeadline',
        { _id: asked._id, updated: asked.updated, days: 10, reason: '   ' },
        SEG,
      );
      expect(noReason.status).toBe(400);
      expect(noReason.error?.message).toContain('Indicare il motivo della proroga');
      const tooLong = await api.call(
        'request.extendDeadline',
        { _id: asked._id, updated: asked.updated, days: 366, reason: 'Molto' },
        SEG,
      );
      expect(tooLong.status).toBe(400);
      expect(tooLong.error?.message).toContain('La proroga è di al più 365 giorni');
      const byApplicant = await api.call(
        'request.extendDeadline',
        { _id: asked._id, updated: asked.updated, days: 10, reason: 'Per favore' },
        RIC,
      );
      expect(byApplicant.status).toBe(403);
      const stopped = await api.call(
        'request.extendDeadline',
        { _id: pending._id, updated: pending.updated, days: 10, reason: 'Nessun termine' },
        SEG,
      );
      expect(stopped.status).toBe(409);
      expect(stopped.error?.message).toBe(
        'Il termine per l’integrazione non è in corso: la richiesta non attende il richiedente',
      );
      const stale = await api.call(
        'request.extendDeadline',
        { _id: asked._id, updated: '2020-01-01T00:00:00.000Z', days: 10, reason: 'Vecchia copia' },
        SEG,
      );
      expect(stale.status).toBe(409);
      expect(await fingerprint(server)).toEqual(before);
    });
  });
});
