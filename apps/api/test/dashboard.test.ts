import { JOB_USER, type RequestState } from '@cet-portal/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLogs } from '../src/db/schema';
import { type Api, createApi } from './support/api';
import { as, seedAccounts } from './support/fixtures';
import { configureType, draftRequest, sendRequest } from './support/requests';
import { startTestServer, type TestServer } from './support/testServer';

const RIC = as('marioRossi');
const SEG = as('giuliaBianchi');
const DAY = 86_400_000;
const SENT = Date.parse('2025-03-03T09:00:00Z');

describe("the dashboard's figures (request.figures)", () => {
  let server: TestServer;
  let api: Api;
  /** The one request whose whole history is today's. */
  let sentToday: { _id: string };

  beforeAll(async () => {
    server = await startTestServer();
    api = createApi(server);
    await seedAccounts(server);
    await configureType(api, 'A1', [{ label: 'Protocollo', required: true }]);
  });
  afterAll(() => server.stop());

  const sent = async () =>
    sendRequest(api, RIC, await draftRequest(api, RIC, { labels: ['Protocollo'], type: 'A1' }));

  /** Log rows of a past history, with known instants: each phase's end `days` after the one before. */
  const logHistory = async (
    requestId: string,
    steps: {
      operation: 'SEND' | 'PROTOCOL' | 'DECISION' | 'MEETING_DECISION';
      days: number;
      state: RequestState;
    }[],
  ) => {
    let at = SENT;
    for (const { operation, days, state } of steps) {
      at += days * DAY;
      await server.app.database.db.insert(requestLogs).values({
        requestId,
        operation,
        role: operation === 'PROTOCOL' ? 'ADMIN' : 'SEG',
        userFiscalCode: operation === 'PROTOCOL' ? JOB_USER : 'BNCGLI85M41F205B',
        date: new Date(at),
        state,
      });
    }
  };

  it('given phases that ended at known instants, answers their median and 90th percentile in days beside the targets', async () => {
    const registration = [1, 2, 3, 4, 10];
    const check = [0.5, 1, 2, 6, 8];
    const review = [20, 30];
    for (const [index, days] of registration.entries()) {
      const request = await sent();
      await logHistory(request._id, [
        { operation: 'SEND', days: 0, state: 'WAIT_PROT' },
        { operation: 'PROTOCOL', days, state: 'PENDING' },
        // A request for integration does not end the check: only the forwarding (to SUBMITTED) does.
        { operation: 'DECISION', days: (check[index] ?? 0) / 2, state: 'TO_INTEGRATE' },
        { operation: 'DECISION', days: (check[index] ?? 0) / 2, state: 'SUBMITTED' },
        ...(review[index] === undefined
          ? []
          : [{ operation: 'MEETING_DECISION' as const, days: review[index], state: 'ACCEPTED' as const }]),
      ]);
    }
    // Sent now, after the period: in no figure of 2025, but waiting now.
    sentToday = await sent();

    const figures = await api.ok('request.figures', { from: '2025-01-01', to: '2025-12-31' }, SEG);
    expect(figures.durations).toEqual([
      { phase: 'registration', count: 5, median: 3, p90: 7.6, targetDays: 2 },
      { phase: 'check', count: 5, median: 2, p90: 7.2, targetDays: 10 },
      { phase: 'review', count: 2, median: 25, p90: 29, targetDays: 45 },
    ]);
    // The five first sent in 2025, by their state now (the sending through the API made them WAIT_PROT).
    expect(figures.byState).toEqual([{ state: 'WAIT_PROT', count: 5 }]);
    expect(figures.byType).toEqual([{ type: 'A1', count: 5 }]);
    expect(figures.waiting).toEqual([
      { phase: 'registration', count: 6 },
      { phase: 'check', count: 0 },
      { phase: 'review', count: 0 },
    ]);
  });

  it('given a period that ends before any phase ended, answers no durations, and another type answers nothing', async () => {
    const early = await api.ok('request.figures', { from: '2025-01-01', to: '2025-03-03' }, SEG);
    expect(early.durations.map(({ count, median, p90 }) => ({ count, median, p90 }))).toEqual([
      { count: 0, median: null, p90: null },
      { count: 0, median: null, p90: null },
      { count: 0, median: null, p90: null },
    ]);
    expect(early.byState).toEqual([{ state: 'WAIT_PROT', count: 5 }]);

    const other = await api.ok('request.figures', { from: '2025-01-01', to: '2026-12-31', type: 'B1' }, SEG);
    expect(other.byState).toEqual([]);
    expect(other.waiting.every(({ count }) => count === 0)).toBe(true);
  });

  it('when the protocol job registers the waiting requests and the secretariat forwards one, the log ends their phases today', async () => {
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' });
    const period = { from: today, to: today };
    await server.app.protocolJob.run();
    const registered = await api.ok('request.figures', period, as('annaFerrari'));
    expect(registered.waiting).toEqual([
      { phase: 'registration', count: 0 },
      { phase: 'check', count: 6 },
      { phase: 'review', count: 0 },
    ]);
    // Only the request first sent today ends its registration today: the others' began in 2025.
    expect(registered.durations.map(({ phase, count }) => ({ phase, count }))).toEqual([
      { phase: 'registration', count: 1 },
      { phase: 'check', count: 0 },
      { phase: 'review', count: 0 },
    ]);
    const pending = await api.ok('request.get', { id: sentToday._id }, SEG);
    await api.ok('request.decide', { _id: pending._id, updated: pending.updated, state: 'SUBMITTED' }, SEG);

    const forwarded = await api.ok('request.figures', period, as('marcoColombo'));
    expect(forwarded.durations.find(({ phase }) => phase === 'check')?.count).toBe(1);
    expect(forwarded.waiting).toEqual([
      { phase: 'registration', count: 0 },
      { phase: 'check', count: 5 },
      { phase: 'review', count: 1 },
    ]);
  });

  it('refuses a period whose start follows its end, in Italian, and refuses applicants and committee members', async () => {
    const backwards = await api.call('request.figures', { from: '2025-12-31', to: '2025-01-01' }, SEG);
    expect(backwards.status).toBe(400);
    expect(backwards.error?.message).toContain('La data di inizio deve precedere la data di fine');
    for (const caller of [RIC, as('paoloNeri')]) {
      const refused = await api.call('request.figures', { from: '2025-01-01', to: '2025-12-31' }, caller);
      expect(refused.status).toBe(403);
    }
  });
});
