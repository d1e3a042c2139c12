import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APP_CODE } from '@cet-portal/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOutbox } from '../src/db/schema';
import { scheduleJob } from '../src/jobs/scheduledJob';
import { type Api, createApi } from './support/api';
import { as, seedAccounts } from './support/fixtures';
import { startTestServer, type TestServer } from './support/testServer';

const MARIO = as('marioRossi');
const SEG = as('giuliaBianchi');

/** The value of the one sample of `name` whose labels include `labels`, or undefined when none is. */
const sampleOf = (scrape: string, name: string, labels: Record<string, string> = {}) => {
  const wanted = Object.entries(labels).map(([label, value]) => `${label}="${value}"`);
  const line = scrape
    .split('\n')
    .find(
      (candidate) =>
        (candidate.startsWith(`${name}{`) || candidate.startsWith(`${name} `)) &&
        wanted.every((pair) => candidate.includes(pair)),
    );
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
};

const scrapeOf = async (server: TestServer) => {
  const url = server.app.metrics?.url();
  if (!url) throw new Error('the metrics listener is not open');
  const response = await fetch(`${url}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
};

const outboxRow = (status: 'PENDING' | 'SENT' | 'FAILED', created: Date) => ({
  kind: 'request.sent' as const,
  recordKind: 'request' as const,
  recordId: 'request-1',
  userId: 'user-1',
  recipient: 'mario.rossi@example.it',
  language: 'it' as const,
  subject: 'Oggetto',
  body: 'Testo',
  link: '/showRequest/request-1',
  status,
  nextAttempt: created,
  created,
});

describe('metrics off: the default', () => {
  let server: TestServer;
  let portalDist: string;

  beforeAll(async () => {
    portalDist = await mkdtemp(join(tmpdir(), 'cet-metrics-portal-'));
    await writeFile(join(portalDist, 'index.html'), '<!doctype html><title>Portale CET</title>');
    server = await startTestServer({ portalDist });
  });
  afterAll(async () => {
    await server.stop();
    await rm(portalDist, { recursive: true, force: true });
  });

  it('given no METRICS_PORT, then nothing is measured and /metrics on the main port is a 404, while portal pages still load', async () => {
    expect(server.app.metrics).toBeNull();
    for (const path of ['/metrics', '/metrics?name[]=up', '/metrics/']) {
      const response = await fetch(`${server.baseUrl}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    }
    for (const path of ['/requestList', '/metricsPanel']) {
      const page = await fetch(`${server.baseUrl}${path}`);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    }
  });
});

describe('metrics on METRICS_PORT', () => {
  let server: TestServer;
  let api: Api;

  beforeAll(async () => {
    server = await startTestServer({ metrics: { port: 0, host: '127.0.0.1' } });
    api = createApi(server);
    await seedAccounts(server);
  });
  afterAll(() => server.stop());

  it('answers on its own listener only: the main port has no /metrics, the listener nothing else', async () => {
    expect((await fetch(`${server.baseUrl}/metrics`)).status).toBe(404);
    const url = server.app.metrics?.url();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(url).not.toBe(server.baseUrl);
    expect((await fetch(`${url}/api/health`)).status).toBe(404);
  });

  it('given API calls, then they are counted by call name and status, and timed in a histogram', async () => {
    await api.ok('user.me', {}, SEG);
    await api.ok('user.me', {}, SEG);
    expect((await api.call('user.find', {}, MARIO)).status).toBe(403);
    // A path the contract does not know: its name is 'unknown', never the path the caller chose.
    const unknown = await api.post(
      {
        appCode: APP_CODE,
        service: 'nowhere',
        method: 'POST',
        path: '/nowhere/a1b2c3',
        params: { input: {}, role: null },
      },
      { headers: { authorization: `Bearer ${await api.token(SEG.fiscalCode ?? '')}` } },
    );
    expect(unknown.status).toBe(404);
    await fetch(`${server.baseUrl}/api/health`);

    const scrape = await scrapeOf(server);
    expect(sampleOf(scrape, 'cet_api_calls_total', { call: 'user.me', status_code: '200' })).toBe(2);
    expect(sampleOf(scrape, 'cet_api_calls_total', { call: 'user.find', status_code: '403' })).toBe(1);
    expect(sampleOf(scrape, 'cet_api_calls_total', { call: 'unknown', status_code: '404' })).toBe(1);
    expect(scrape).not.toContain('a1b2c3');
    expect(sampleOf(scrape, 'cet_api_call_duration_seconds_count', { call: 'user.me' })).toBe(2);
    expect(sampleOf(scrape, 'cet_api_call_duration_seconds_bucket', { call: 'user.me', le: '+Inf' })).toBe(2);
    expect(sampleOf(scrape, 'cet_api_call_duration_seconds_sum', { call: 'user.me' })).toBeGreaterThan(0);
    expect(
      sampleOf(scrape, 'cet_http_requests_total', { method: 'POST', route: '/api', status_code: '200' }),
    ).toBe(2);
    expect(
      sampleOf(scrape, 'cet_http_requests_total', {
        method: 'GET',
        route: '/api/health',
        status_code: '200',
      }),
    ).toBe(1);
    expect(
      sampleOf(scrape, 'cet_http_requests_total', { method: 'GET', route: 'unmatched', status_code: '404' }),
    ).toBe(1);
    expect(sampleOf(scrape, 'cet_http_request_duration_seconds_count', { route: '/api/health' })).toBe(1);
    // prom-client's process metrics, under their usual names.
    expect(sampleOf(scrape, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sampleOf(scrape, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('given job runs, then each is counted by job, and a failure also as a failure', async () => {
    await server.app.protocolJob.run();
    await server.app.protocolJob.run();
    const failing = scheduleJob(() => Promise.reject(new Error('registry down')), {
      intervalMs: 0,
      log: server.app.log,
      name: 'failing job',
      report: () => true,
      observe: server.app.metrics?.observeJob,
    });
    await expect(failing.run()).rejects.toThrow('registry down');

    const scrape = await scrapeOf(server);
    expect(sampleOf(scrape, 'cet_job_runs_total', { job: 'protocol' })).toBe(2);
    expect(sampleOf(scrape, 'cet_job_failures_total', { job: 'protocol' })).toBeUndefined();
    expect(sampleOf(scrape, 'cet_job_duration_seconds_count', { job: 'protocol' })).toBe(2);
    expect(sampleOf(scrape, 'cet_job_last_success_timestamp_seconds', { job: 'protocol' })).toBeCloseTo(
      Date.now() / 1000,
      -2,
    );
    expect(sampleOf(scrape, 'cet_job_runs_total', { job: 'failing' })).toBe(1);
    expect(sampleOf(scrape, 'cet_job_failures_total', { job: 'failing' })).toBe(1);
  });

  it('given messages in the outbox, then the scrape counts those pending and failed, read at scrape time', async () => {
    const before = await scrapeOf(server);
    expect(sampleOf(before, 'cet_notification_outbox_messages', { status: 'pending' })).toBe(0);
    expect(sampleOf(before, 'cet_notification_outbox_messages', { status: 'failed' })).toBe(0);
    expect(sampleOf(before, 'cet_notification_outbox_oldest_pending_age_seconds')).toBe(0);

    const now = Date.now();
    await server.app.database.db
      .insert(notificationOutbox)
      .values([
        outboxRow('PENDING', new Date(now - 600_000)),
        outboxRow('PENDING', new Date(now)),
        outboxRow('FAILED', new Date(now)),
        outboxRow('SENT', new Date(now)),
      ]);

    const after = await scrapeOf(server);
    expect(sampleOf(after, 'cet_notification_outbox_messages', { status: 'pending' })).toBe(2);
    expect(sampleOf(after, 'cet_notification_outbox_messages', { status: 'failed' })).toBe(1);
    const oldest = sampleOf(after, 'cet_notification_outbox_oldest_pending_age_seconds') ?? 0;
    expect(oldest).toBeGreaterThanOrEqual(599);
    expect(oldest).toBeLessThan(900);
  });

  it('reports the PostgreSQL pool, and no pool at all for PGlite, a single session in the process', async () => {
    const scrape = await scrapeOf(server);
    if (server.app.database.kind === 'postgres') {
      expect(sampleOf(scrape, 'cet_database_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(1);
      expect(sampleOf(scrape, 'cet_database_pool_connections', { state: 'in_use' })).toBeGreaterThanOrEqual(
        0,
      );
      expect(sampleOf(scrape, 'cet_database_pool_waiting')).toBe(0);
      expect(sampleOf(scrape, 'cet_database_pool_max')).toBe(10);
    } else {
      expect(scrape).not.toContain('cet_database_pool');
    }
  });
});
