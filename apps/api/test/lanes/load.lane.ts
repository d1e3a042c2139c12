import type { RoleName } from '@cet-portal/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../../src/config';
import { runProtocolJob } from '../../src/jobs/protocol';
import { internalProtocolRegistry, type ProtocolRegistry } from '../../src/protocols/protocolRegistry';
import { buildServer } from '../../src/server';
import { type Api, createApi } from '../support/api';
import { as, createOtherApplicant, DEMO_ACCOUNTS, seedAccounts } from '../support/fixtures';
import { draftRequest, sendRequest } from '../support/requests';
import { startTestServer, type TestServer, testConfig, UNLIMITED } from '../support/testServer';
import { expectLedgerKept, registerEverySending } from './ledgerChecks';
import { laneSeed, seededRandom } from './random';
import { startRoundRobin } from './roundRobin';
import { runWorkload, type VirtualUser } from './workload';

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
/** `LOAD_SECONDS` and `LOAD_USERS` shorten a local run; the lane's figures are for 100 users × 60 s. */
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const USERS = Number(process.env.LOAD_USERS ?? 100);
const seed = laneSeed();
/** The two-instance run is shorter: it proves the numbering and the sessions, not the throughput. */
const TWO_INSTANCES_SECONDS = 20;

/**
 * The load server's configuration: the protocol job runs every second so that the secretariat finds
 * registered requests to decide. Rate limits, once the server has them, are raised here: 100 users
 * from one loopback address are a load test, not an attack.
 */
// A hundred virtual users call without pause, far above an office's pace: the limits stay out of the way.
const LOAD_CONFIG: Partial<ServerConfig> = { ...UNLIMITED, protocolJobIntervalMs: 1000 };

/** Each tenth of the users: half applicants (three of two companies), a fifth secretariat, the rest readers. */
const ROSTER: { fiscalCode: string; role: RoleName }[] = [
  { fiscalCode: DEMO_ACCOUNTS.marioRossi.fiscalCode, role: 'RIC' },
  { fiscalCode: DEMO_ACCOUNTS.luigiVerdi.fiscalCode, role: 'RIC' },
  { fiscalCode: 'BLUCRL85A41F205X', role: 'RIC' },
  { fiscalCode: DEMO_ACCOUNTS.marioRossi.fiscalCode, role: 'RIC' },
  { fiscalCode: 'BLUCRL85A41F205X', role: 'RIC' },
  { fiscalCode: DEMO_ACCOUNTS.giuliaBianchi.fiscalCode, role: 'SEG' },
  { fiscalCode: DEMO_ACCOUNTS.lauraRicci.fiscalCode, role: 'SEG' },
  { fiscalCode: DEMO_ACCOUNTS.paoloNeri.fiscalCode, role: 'CET' },
  { fiscalCode: DEMO_ACCOUNTS.annaFerrari.fiscalCode, role: 'PRE' },
  { fiscalCode: DEMO_ACCOUNTS.marcoColombo.fiscalCode, role: 'ADMIN' },
];

/** Real tokens, one per account, signed with the server's key as its issuer signs them. */
const virtualUsers = async (api: Api) => {
  const tokens = new Map<string, string>();
  for (const { fiscalCode } of ROSTER)
    if (!tokens.has(fiscalCode)) tokens.set(fiscalCode, await api.token(fiscalCode, { expiresIn: '30m' }));
  return (index: number): VirtualUser => {
    const entry = ROSTER[index % ROSTER.length] as (typeof ROSTER)[number];
    return { ...entry, token: tokens.get(entry.fiscalCode) as string };
  };
};

const report = (
  label: string,
  seconds: number,
  figures: Awaited<ReturnType<typeof runWorkload>>['figures'],
  extra: string,
) =>
  console.log(
    `load (${label}, ${database}, seed ${seed}): ${USERS} users × ${seconds} s: ${figures.requests} requests, ` +
      `${figures.requestsPerSecond} req/s, p95 ${figures.p95Ms} ms, p99 ${figures.p99Ms} ms, errors: ${figures.errors}; ${extra}`,
  );

describe(`load on ${database}`, () => {
  let server: TestServer;
  let api: Api;

  beforeAll(async () => {
    server = await startTestServer(LOAD_CONFIG);
    api = createApi(server);
    await seedAccounts(server);
    await createOtherApplicant(api);
  });
  afterAll(() => server.stop());

  it(`given ${USERS} users of every role for ${SECONDS} s, then no call fails and no write is lost or doubled`, async () => {
    const { figures, ledger } = await runWorkload({
      url: server.baseUrl,
      users: await virtualUsers(api),
      connections: USERS,
      seconds: SECONDS,
      random: seededRandom(seed),
    });
    // The requests sent in the last seconds are registered now, so every sending has its protocol.
    await registerEverySending(server.app.database, server.app.protocolJob.run);
    const { readBack } = await expectLedgerKept(server.app.database, api, ledger, as('giuliaBianchi'));
    report(
      'one instance',
      SECONDS,
      figures,
      `${ledger.uploads.size} uploads (${readBack} read back), ${ledger.created.size} drafts, ${ledger.saves} saves, ` +
        `${ledger.sent.size} sendings, ${ledger.decisions.size} decisions`,
    );
    expect(figures.errorSamples).toEqual([]);
    expect(figures.errors).toBe(0);
    expect(ledger.sent.size).toBeGreaterThan(0);
    expect(ledger.decisions.size).toBeGreaterThan(0);
  });
});

describe.runIf(process.env.DATABASE_URL)('two instances on one PostgreSQL database', () => {
  let first: TestServer;
  let second: Awaited<ReturnType<typeof buildServer>>;
  let secondUrl: string;
  let api: Api;

  beforeAll(async () => {
    // Jobs off the timer: the test runs both instances' jobs at once, again and again, during the load.
    const config = { ...LOAD_CONFIG, protocolJobIntervalMs: 0 };
    first = await startTestServer(config);
    api = createApi(first);
    await seedAccounts(first);
    await createOtherApplicant(api);
    // Same database and same signing keys (DATA_DIR): a token signed for one instance is good on the other.
    second = await buildServer(
      testConfig({ ...config, dataDir: first.dataDir, databaseUrl: first.databaseUrl }),
    );
    secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second.close();
    await first.stop();
  });

  it(`given ${USERS} users behind a round-robin over both instances, then protocols are numbered once each, without gaps`, async () => {
    const balancer = await startRoundRobin([first.baseUrl, secondUrl]);
    let loading = true;
    const jobRuns = { registered: 0, skipped: 0 };
    // Both instances run the job at the same moments, as two timers would, for the whole load.
    const jobs = (async () => {
      while (loading) {
        for (const run of await Promise.all([first.app.protocolJob.run(), second.protocolJob.run()])) {
          jobRuns.registered += run.registered;
          jobRuns.skipped += run.skipped ? 1 : 0;
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    })();
    const seconds = Math.min(SECONDS, TWO_INSTANCES_SECONDS);
    const { figures, ledger } = await runWorkload({
      url: balancer.url,
      users: await virtualUsers(api),
      connections: USERS,
      seconds,
      random: seededRandom(seed + 1),
    });
    loading = false;
    await jobs;
    await balancer.close();
    await registerEverySending(first.app.database, second.protocolJob.run);
    await expectLedgerKept(first.app.database, api, ledger, as('giuliaBianchi'));
    report(
      'two instances',
      seconds,
      figures,
      `${balancer.forwarded.join(' + ')} calls per instance, ${ledger.sent.size} sendings, ` +
        `${jobRuns.registered} registered by concurrent job runs, ${jobRuns.skipped} runs skipped for the lock`,
    );
    expect(figures.errorSamples).toEqual([]);
    expect(figures.errors).toBe(0);
  });

  it('given a token, then the same session works on either instance', async () => {
    const token = await api.token(DEMO_ACCOUNTS.marioRossi.fiscalCode);
    const draft = await draftRequest(api, as('marioRossi'));
    for (const instance of [api, createApi({ ...first, baseUrl: secondUrl })]) {
      const read = await instance.ok('request.get', { id: draft._id }, { token, role: 'RIC' });
      expect(read._id).toBe(draft._id);
    }
  });

  it('given one instance registering protocols, then the other one skips the job rather than number twice', async () => {
    await sendRequest(api, as('marioRossi'), await draftRequest(api, as('marioRossi')));
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered = () => {};
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    // A registry that waits inside the first registration: the first instance holds the job's lock.
    const slowRegistry: ProtocolRegistry = {
      register: async (subject, db) => {
        entered();
        await held;
        return internalProtocolRegistry.register(subject, db);
      },
    };
    const running = runProtocolJob(first.app.database, slowRegistry);
    await inside;
    expect(await second.protocolJob.run()).toEqual({ registered: 0, skipped: true });
    release();
    expect(await running).toEqual({ registered: 1, skipped: false });
  });
});
