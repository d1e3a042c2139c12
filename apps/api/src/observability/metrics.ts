import { sql } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { JobObserver } from '../jobs/scheduledJob';
import { callLabel, isEnvelopeRoute, routeLabel } from './labels';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's metrics, or null when METRICS_PORT is not set (nothing is measured then). */
    metrics: ServerMetrics | null;
  }
}

/** Where the metrics listener answers. */
export const METRICS_PATH = '/metrics';

/** A scrape waits this long for the outbox's counts, then answers without them. */
const OUTBOX_QUERY_TIMEOUT_MS = 2_000;

/** Seconds: a list answers in milliseconds, an export or an upload may take seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** Seconds: the jobs run from milliseconds (nothing due) to minutes (a batch of mail). */
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300];

/** 'protocol job' → 'protocol', 'request tally compaction' → 'request_tally_compaction'. */
const jobLabel = (name: string) =>
  name
    .toLowerCase()
    .replace(/ job$/, '')
    .replace(/[^a-z0-9]+/g, '_');

interface OutboxCounts {
  pending: number;
  failed: number;
  oldestPendingSeconds: number | null;
}

const withTimeout = <Value>(promise: Promise<Value>, ms: number) =>
  new Promise<Value>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });

export interface ServerMetrics {
  /** The server's own registry: several servers in one process (the tests) never share a metric. */
  registry: Registry;
  observeRequest(request: FastifyRequest, reply: FastifyReply): void;
  observeJob: JobObserver;
  /** The listener's address once the server is ready, `http://host:port`. */
  url(): string | undefined;
}

/**
 * Every metric of one server. Counters and histograms are updated as calls and job runs end; the
 * outbox and pool gauges are read when Prometheus scrapes, so they cost nothing between scrapes.
 */
export const createServerMetrics = (database: Database, log: FastifyBaseLogger) => {
  const registry = new Registry();
  const registers = [registry];
  // The process's CPU, memory, event-loop delay and GC, under their usual names (dashboards expect them).
  collectDefaultMetrics({ register: registry });

  const httpRequests = new Counter({
    name: 'cet_http_requests_total',
    help: 'HTTP requests answered, by method, route and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers,
  });
  const httpDuration = new Histogram({
    name: 'cet_http_request_duration_seconds',
    help: 'Time from a request to the end of its answer, by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const apiCalls = new Counter({
    name: 'cet_api_calls_total',
    help: 'API envelope calls answered, by call name of the contract and status code',
    labelNames: ['call', 'status_code'] as const,
    registers,
  });
  const apiDuration = new Histogram({
    name: 'cet_api_call_duration_seconds',
    help: 'Time to answer an API envelope call, by call name of the contract',
    labelNames: ['call'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });

  const jobRuns = new Counter({
    name: 'cet_job_runs_total',
    help: 'Background job runs that ended, failed or not, by job',
    labelNames: ['job'] as const,
    registers,
  });
  const jobFailures = new Counter({
    name: 'cet_job_failures_total',
    help: 'Background job runs that ended in an error, by job',
    labelNames: ['job'] as const,
    registers,
  });
  const jobDuration = new Histogram({
    name: 'cet_job_duration_seconds',
    help: 'Duration of background job runs, by job',
    labelNames: ['job'] as const,
    buckets: JOB_BUCKETS,
    registers,
  });
  const jobLastSuccess = new Gauge({
    name: 'cet_job_last_success_timestamp_seconds',
    help: 'When each background job last ended without an error (Unix time)',
    labelNames: ['job'] as const,
    registers,
  });

  // Both outbox gauges come from one query: Prometheus scrapes them together, so they share it.
  let outboxQuery: Promise<OutboxCounts> | undefined;
  const outboxCounts = () => {
    outboxQuery ??= withTimeout(
      database
        .rows<OutboxCounts>(sql`
          select count(*) filter (where status = 'PENDING')::int as "pending",
                 count(*) filter (where status = 'FAILED')::int as "failed",
                 extract(epoch from now() - min(created) filter (where status = 'PENDING'))::float8
                   as "oldestPendingSeconds"
          from notification_outbox
          where status in ('PENDING', 'FAILED')`)
        .then(([row]) => row ?? { pending: 0, failed: 0, oldestPendingSeconds: null }),
      OUTBOX_QUERY_TIMEOUT_MS,
    ).finally(() => {
      outboxQuery = undefined;
    });
    return outboxQuery;
  };
  // Every instance reports the same database-wide figures: aggregate them with max(), never sum().
  new Gauge({
    name: 'cet_notification_outbox_messages',
    help: 'Notifications in the outbox by status: pending (waiting to be sent or retried), failed (given up, waiting for ADMIN)',
    labelNames: ['status'] as const,
    registers,
    async collect() {
      try {
        const counts = await outboxCounts();
        this.set({ status: 'pending' }, counts.pending);
        this.set({ status: 'failed' }, counts.failed);
      } catch (error) {
        // An absent sample rather than a stale one; the scrape still carries every other metric.
        this.reset();
        log.warn({ err: error }, 'metrics: the outbox could not be counted');
      }
    },
  });
  new Gauge({
    name: 'cet_notification_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest notification still pending (0 when none is)',
    registers,
    async collect() {
      try {
        this.set((await outboxCounts()).oldestPendingSeconds ?? 0);
      } catch {
        this.reset();
      }
    },
  });

  const { connections } = database;
  if (connections) {
    new Gauge({
      name: 'cet_database_pool_connections',
      help: 'Connections of the PostgreSQL pool, by state: in_use (lent to a query), idle',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const { total, idle } = connections();
        this.set({ state: 'in_use' }, total - idle);
        this.set({ state: 'idle' }, idle);
      },
    });
    new Gauge({
      name: 'cet_database_pool_waiting',
      help: 'Queries waiting for a connection of the PostgreSQL pool',
      registers,
      collect() {
        this.set(connections().waiting);
      },
    });
    new Gauge({
      name: 'cet_database_pool_max',
      help: 'Most connections the PostgreSQL pool opens',
      registers,
      collect() {
        this.set(connections().max);
      },
    });
  }

  let address: string | undefined;
  const metrics: ServerMetrics & { listening(url: string): void } = {
    registry,
    observeRequest: (request, reply) => {
      const route = routeLabel(request, reply.statusCode);
      const statusCode = String(reply.statusCode);
      const seconds = reply.elapsedTime / 1000;
      httpRequests.inc({ method: request.method, route, status_code: statusCode });
      httpDuration.observe({ method: request.method, route }, seconds);
      if (isEnvelopeRoute(route)) {
        const call = callLabel(request.body);
        apiCalls.inc({ call, status_code: statusCode });
        apiDuration.observe({ call }, seconds);
      }
    },
    observeJob: (name, outcome, seconds) => {
      const job = jobLabel(name);
      jobRuns.inc({ job });
      jobDuration.observe({ job }, seconds);
      if (outcome === 'failure') jobFailures.inc({ job });
      else jobLastSuccess.set({ job }, Date.now() / 1000);
    },
    url: () => address,
    listening: (url) => {
      address = url;
    },
  };
  return metrics;
};

/**
 * Prometheus metrics (docs/operations.md, "Monitoring"), with METRICS_PORT only: every answer is
 * counted and timed as it ends, and `GET /metrics` answers on a listener of its own, which opens when
 * the server is ready and closes first on shutdown (before the database the gauges query). Registered
 * before the jobs and the routes, so that both are measured.
 */
export const metricsPlugin = fp<{ config: Pick<ServerConfig, 'metrics'> }>(
  async (app, { config }) => {
    if (!config.metrics) {
      app.decorate('metrics', null);
      return;
    }
    const { port, host } = config.metrics;
    const metrics = createServerMetrics(app.database, app.log);
    app.decorate('metrics', metrics);
    app.addHook('onResponse', (request, reply, done) => {
      metrics.observeRequest(request, reply);
      done();
    });

    const listener = Fastify({ loggerInstance: app.log.child({ listener: 'metrics' }) });
    listener.get(METRICS_PATH, async (_request, reply) => {
      const body = await metrics.registry.metrics();
      return reply.type(metrics.registry.contentType).header('Cache-Control', 'no-store').send(body);
    });
    app.addHook('onReady', async () => {
      metrics.listening(await listener.listen({ port, host }));
    });
    app.addHook('preClose', async () => {
      await listener.close();
    });
  },
  { name: 'metrics', dependencies: ['database'] },
);
