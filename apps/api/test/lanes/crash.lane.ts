import { createHash } from 'node:crypto';
import type { RequestState } from '@cet-portal/api-client';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { loadSigningKey } from '../../src/auth/signingKey';
import { tokenIssuer } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import { seedReferenceData } from '../../src/db/referenceData';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/db/unavailable';
import { type DemoUsers, insertDemoAccounts } from '../../src/demo/accounts';
import { runDocumentSweep } from '../../src/jobs/documentSweep';
import { buildServer } from '../../src/server';
import { type Api, createApi } from '../support/api';
import { as } from '../support/fixtures';
import { dataUrl, draftRequest, PDF_BYTES } from '../support/requests';
import { type S3TestServer, startS3Server } from '../support/s3Server';
import { createFreshDatabase, freePort, testConfig } from '../support/testServer';
import { type ChildServer, startChildServer } from './childServer';
import { integrityViolations } from './integrity';
import { laneSeed, seededRandom } from './random';
import { startTcpProxy } from './tcpProxy';

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
/**
 * Each run on its own document store, so the two side by side prove both without adding time: the
 * file store beside PGlite (the embedded set-up), object storage (s3rver on loopback) with PostgreSQL.
 */
const store = process.env.DATABASE_URL ? 's3' : 'file';
/** `CRASH_KILLS` shortens a local run; the lane kills the server at least 30 times. */
const KILLS = Number(process.env.CRASH_KILLS ?? 30);
const seed = laneSeed();

const RIC = as('marioRossi');
const SEG = as('giuliaBianchi');
const PRE = as('annaFerrari');

/** A write whose answer the kill may have swallowed: `lost` means nobody knows whether it happened. */
type Outcome = 'ok' | 'lost';

interface CrashLedger {
  uploads: { name: string; sha256: string; outcome: Outcome }[];
  sends: { id: string; outcome: Outcome }[];
  decisions: { id: string; state: RequestState; outcome: Outcome }[];
  closings: { id: string; outcome: Outcome }[];
}

const lostCount = (ledger: CrashLedger) =>
  [...ledger.uploads, ...ledger.sends, ...ledger.decisions, ...ledger.closings].filter(
    (entry) => entry.outcome === 'lost',
  ).length;

describe(`crash on ${database}, documents in the ${store} store`, () => {
  let fresh: Awaited<ReturnType<typeof createFreshDatabase>>;
  let port: number;
  let demo: DemoUsers;
  let server: ChildServer | undefined;
  let s3: S3TestServer | undefined;

  /** The same store for the server and for the checks that read its documents afterwards. */
  const openChecked = () => openDatabase({ ...fresh, documentStore: s3 ? s3.settings : { kind: 'file' } });

  beforeAll(async () => {
    if (store === 's3') s3 = await startS3Server();
    fresh = await createFreshDatabase();
    port = await freePort();
    // The accounts go in before the first start, as an administrator's import would.
    const setup = await openDatabase(fresh);
    await setup.migrate();
    await seedReferenceData(setup.db);
    demo = await insertDemoAccounts(setup.db);
    await setup.close();
  });
  afterAll(async () => {
    await server?.kill();
    await fresh.drop();
    await s3?.stop();
  });

  const start = async () => {
    server = await startChildServer({
      port,
      dataDir: fresh.dataDir,
      databaseUrl: fresh.databaseUrl,
      // The job runs all the time, so kills land in its registrations too.
      env: { PROTOCOL_JOB_INTERVAL_MS: '100', ...(s3 ? s3.environment : { DOCUMENT_STORE: 'file' }) },
    });
    const signingKey = await loadSigningKey(fresh.dataDir);
    const issuer = tokenIssuer({ publicUrl: `http://localhost:${port}` });
    return createApi({ baseUrl: server.baseUrl, app: { tokenSigning: { signingKey, issuer } } });
  };

  /** Writes of the current burst answered and cut, to aim the next kill. */
  const answers = { answered: 0, lost: 0 };
  /** Runs a write: `ok` with its data, `lost` when the connection died under it; any refusal fails the lane. */
  const attempt = async <Data>(write: () => Promise<Data>): Promise<{ outcome: Outcome; data?: Data }> => {
    try {
      const data = await write();
      answers.answered += 1;
      return { outcome: 'ok', data };
    } catch (error) {
      const message = (error as Error).message;
      // fetch reports a dropped connection as 'fetch failed' (cause ECONNRESET / socket closed).
      if (message === 'fetch failed' || /terminated|ECONNRESET|socket|aborted/i.test(message)) {
        answers.lost += 1;
        return { outcome: 'lost' };
      }
      throw error;
    }
  };

  it(`given the server SIGKILLed ${KILLS} times in the middle of sends, uploads, decisions and closings, then every write happened whole or not at all`, async () => {
    const random = seededRandom(seed);
    const ledger: CrashLedger = { uploads: [], sends: [], decisions: [], closings: [] };
    let uploadNumber = 0;
    let killWindowMs = 0;
    let killsThatCutWrites = 0;
    /** Meetings created and not closed yet: opened in one burst, closed in a later one. */
    const meetings = new Set<string>();

    for (let cycle = 0; cycle < KILLS; cycle += 1) {
      const api = await start();

      // The burst's work, read back from the server after the restart: what to decide, what to open or close.
      const pending = await api.ok('request.find', { query: { states: ['PENDING'] }, take: 2 }, SEG);
      const available = await api.ok('conference.availableRequests', { take: 1 }, SEG);
      const waiting: { _id: string; updated: string }[] = [];
      const closable: {
        _id: string;
        updated: string;
        outcomes: { request: string; outcome: 'postponed' }[];
      }[] = [];
      for (const id of meetings) {
        const meeting = await api.ok('conference.get', { id }, PRE);
        if (meeting.closeDate) meetings.delete(id);
        else if (!meeting.openDate) waiting.push({ _id: meeting._id, updated: meeting.updated });
        else {
          // Closing states an outcome for each request still without one: here, postponed.
          const outcomes = meeting.requestsUsers
            .filter((entry) => entry.request.state === 'SUBMITTED')
            .map((entry) => ({ request: entry.request._id, outcome: 'postponed' as const }));
          closable.push({ _id: meeting._id, updated: meeting.updated, outcomes });
        }
      }

      // Sends, uploads, decisions, a meeting created, opened and closed, all at once; any may be cut.
      answers.answered = 0;
      answers.lost = 0;
      const burst: Promise<unknown>[] = [
        ...[0, 1].map(async () => {
          const { data: draft } = await attempt(() => draftRequest(api, RIC));
          if (!draft) return;
          const { outcome } = await attempt(() =>
            api.ok('request.send', { _id: draft._id, updated: draft.updated }, RIC),
          );
          ledger.sends.push({ id: draft._id, outcome });
        }),
        ...available.result.map(async (request) => {
          const { data } = await attempt(() =>
            api.ok(
              'conference.create',
              {
                subject: `Seduta ${cycle}`,
                agenda: 'Esame delle richieste',
                startDate: new Date().toISOString(),
                requestsUsers: [{ request: request._id, user: demo.ids.paoloNeri }],
              },
              SEG,
            ),
          );
          if (data) meetings.add(data._id);
        }),
        ...waiting.map((meeting) =>
          attempt(() => api.ok('conference.update', { ...meeting, openDate: new Date().toISOString() }, PRE)),
        ),
        ...[0, 1].map(async () => {
          uploadNumber += 1;
          const name = `crash-${uploadNumber}.pdf`;
          // Up to 512 KB, so that a kill can land while the bytes are being written.
          const bytes = Buffer.concat([
            PDF_BYTES,
            Buffer.from(`%${name}\n`),
            Buffer.alloc(random.between(0, 512 * 1024), uploadNumber % 251),
          ]);
          const { outcome } = await attempt(() =>
            api.ok('document.upload', { file: dataUrl(bytes), name }, RIC),
          );
          ledger.uploads.push({ name, sha256: createHash('sha256').update(bytes).digest('hex'), outcome });
        }),
        ...pending.result.map(async (request) => {
          const state = random.pick(['SUBMITTED', 'SUBMITTED', 'REJECTED', 'TO_INTEGRATE'] as const);
          const comment = state === 'TO_INTEGRATE' ? 'Integrare la sinossi' : undefined;
          const { outcome } = await attempt(() =>
            api.ok(
              'request.decide',
              { _id: request._id, updated: request.updated, state, ...(comment ? { comment } : {}) },
              SEG,
            ),
          );
          ledger.decisions.push({ id: request._id, state, outcome });
        }),
        ...closable.map(async (meeting) => {
          const { outcome } = await attempt(() =>
            api.ok('conference.update', { ...meeting, closeDate: new Date().toISOString() }, PRE),
          );
          ledger.closings.push({ id: meeting._id, outcome });
        }),
      ];
      const began = Date.now();
      const finished = Promise.all(burst);
      if (cycle === 0) {
        // The first burst runs to its end (the kill then falls between jobs): its length is the
        // first window the later kills fall in.
        await finished;
        killWindowMs = Date.now() - began;
      } else await new Promise((resolve) => setTimeout(resolve, random.between(0, killWindowMs)));
      await server?.kill();
      await finished;
      // Aim the next kills where writes are under way: a kill after every answer (or before any work)
      // proves less. The window only moves where kills fall; what is checked does not depend on it.
      if (answers.lost === 0) killWindowMs = Math.max(20, Math.round(killWindowMs * 0.7));
      else if (answers.answered === 0) killWindowMs = Math.round(killWindowMs * 1.5);
      if (answers.lost > 0) killsThatCutWrites += 1;
    }

    // One last start: the protocol job registers whatever was sent and is still waiting.
    const api = await start();
    for (;;) {
      const { count } = await api.ok('request.countByState', { states: ['WAIT_PROT', 'WAIT_PROT_CER'] }, SEG);
      if (count === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await server?.stop();

    const check = await openChecked();
    let swept = 0;
    try {
      expect(await integrityViolations(check)).toEqual([]);
      // Content an upload stored before a kill took its row: the sweeper, with no grace left, removes
      // only that, and every document still has its content afterwards.
      swept = (await runDocumentSweep(check, { graceMs: 0 })).removed;
      expect(await integrityViolations(check)).toEqual([]);
      const stateOf = async (id: string) =>
        (await check.rows<{ state: string }>(sql`select state from requests where id = ${id}`))[0]?.state;
      const logsOf = async (id: string, operation: string) =>
        (
          await check.rows<{ count: number }>(
            sql`select count(*)::int as count from request_logs where request_id = ${id} and operation = ${operation}`,
          )
        )[0]?.count;
      for (const upload of ledger.uploads) {
        const rows = await check.rows<{ sha256: string }>(
          sql`select sha256 from documents where file_name = ${upload.name}`,
        );
        // Answered: there once, with its bytes. Lost: there once with its bytes, or not at all.
        if (upload.outcome === 'ok') expect(rows, upload.name).toEqual([{ sha256: upload.sha256 }]);
        else expect(rows.length === 0 || (rows.length === 1 && rows[0]?.sha256 === upload.sha256)).toBe(true);
      }
      for (const send of ledger.sends) {
        const sent = (await stateOf(send.id)) !== 'DRAFT';
        if (send.outcome === 'ok') expect(sent, send.id).toBe(true);
        expect(await logsOf(send.id, 'SEND')).toBe(sent ? 1 : 0);
      }
      for (const decision of ledger.decisions.filter((entry) => entry.outcome === 'ok')) {
        expect(await stateOf(decision.id), decision.id).toBe(decision.state);
      }
      // A decided request has exactly one DECISION log; one still PENDING has none.
      for (const id of new Set(ledger.decisions.map((entry) => entry.id))) {
        const state = await stateOf(id);
        expect(await logsOf(id, 'DECISION'), id).toBe(state === 'PENDING' ? 0 : 1);
      }
      for (const closing of ledger.closings.filter((entry) => entry.outcome === 'ok')) {
        const [row] = await check.rows<{ closed: boolean }>(
          sql`select close_date is not null as closed from conferences where id = ${closing.id}`,
        );
        expect(row?.closed, closing.id).toBe(true);
      }
    } finally {
      await check.close();
    }

    const lost = lostCount(ledger);
    console.log(
      `crash (${database}, seed ${seed}): ${KILLS} kills survived (${killsThatCutWrites} cut writes under way); ` +
        `${ledger.sends.length} sendings, ${ledger.uploads.length} uploads, ${ledger.decisions.length} decisions, ` +
        `${ledger.closings.length} closings attempted, ${lost} answers lost to a kill; ${swept} stored contents no row named, swept; ` +
        'errors: 0, integrity violations: 0',
    );
  });
});

describe.runIf(process.env.DATABASE_URL)('a lost database connection', () => {
  let fresh: Awaited<ReturnType<typeof createFreshDatabase>>;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let app: Awaited<ReturnType<typeof buildServer>>;
  let api: Api;
  let baseUrl: string;

  beforeAll(async () => {
    fresh = await createFreshDatabase();
    const url = new URL(fresh.databaseUrl as string);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port) });
    url.host = `127.0.0.1:${proxy.port}`;
    app = await buildServer(testConfig({ dataDir: fresh.dataDir, databaseUrl: url.toString() }));
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    api = createApi({ baseUrl, app });
    await insertDemoAccounts(app.database.db);
  });
  afterAll(async () => {
    await app.close();
    await proxy.close();
    await fresh.drop();
  });

  const UNAVAILABLE = { code: 'UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE };

  it('given the database gone, then calls answer 503 in Italian and change nothing; when it returns, the server works again by itself', async () => {
    const draft = await draftRequest(api, RIC);
    await proxy.cut();
    // Restored even if an expectation fails, so the next test starts with a database.
    onTestFinished(() => (proxy.listening() ? undefined : proxy.restore()));
    const refused = await api.call('request.send', { _id: draft._id, updated: draft.updated }, RIC);
    expect(refused).toEqual({ status: 503, error: UNAVAILABLE });
    expect((await api.call('request.count', { query: {} }, SEG)).status).toBe(503);
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(503);
    await proxy.restore();
    // The pool opens new connections on its own: no restart, and the refused sending can be repeated.
    const sent = await api.ok('request.send', { _id: draft._id, updated: draft.updated }, RIC);
    expect(sent.state).toBe('WAIT_PROT');
    expect(await app.protocolJob.run()).toEqual({ registered: 1, skipped: false });
  });

  it('given the database ending every connection (a restart), then no call answers 500 and the next ones succeed', async () => {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    // Busy connections too: a count runs while its backend is terminated.
    const during = api.call('request.count', { query: {} }, SEG);
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [new URL(fresh.databaseUrl as string).pathname.slice(1)],
    );
    await admin.end();
    const statuses = [(await during).status];
    for (let attempt = 0; attempt < 12 && statuses.at(-1) !== 200; attempt += 1) {
      statuses.push((await api.call('request.count', { query: {} }, SEG)).status);
    }
    expect(
      statuses.every((status) => status === 200 || status === 503),
      statuses.join(),
    ).toBe(true);
    expect(statuses.at(-1)).toBe(200);
  });
});
