// API and exports at scale on PostgreSQL: for each N a fresh database, the built server on it, the
// deterministic seeder, then every listed call through the real envelope with a real token beside the
// same query run directly in SQL (API / SQL), throughput with 32 connections, and exports beside
// PostgreSQL's own COPY. Needs DATABASE_URL naming a server where the user may create databases.
// The same on PGlite: pglite.mjs.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startServer } from '../lib/server.mjs';
import { startHttpFloor } from './httpFloor.mjs';
import {
  COPY_QUERY,
  exportSamples,
  measureExport,
  measureThroughput,
  prepareCalls,
  reportCall,
  timeCall,
  timeReplay,
  traceStatements,
  warmServer,
} from './measure.mjs';
import { seed } from './seed.mjs';

const PSQL = '/usr/lib/postgresql/15/bin/psql';

const databaseUrl = (base, name) => {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
};

const copyFloor = (url) => {
  const start = performance.now();
  const result = spawnSync(PSQL, [url, '-Atc', `copy (${COPY_QUERY}) to stdout with csv`], {
    maxBuffer: 1024 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(String(result.stderr));
  return performance.now() - start;
};

export const runApiBench = async ({
  report,
  sizes,
  baseUrl,
  times,
  throughputSeconds,
  exportSizes,
  latency,
}) => {
  for (const n of sizes) {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    const name = `cet_bench_${n}`;
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = databaseUrl(baseUrl, name);
    const env = {
      DATABASE_URL: url,
      DEMO_DATA: 'true',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'cet-bench-')),
      PROTOCOL_JOB_INTERVAL_MS: '3600000',
    };
    const server = await startServer(env);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const seedStart = performance.now();
    const { integratedMs } = await seed(client, n);
    report.add('seed', `PostgreSQL N=${n}`, (performance.now() - seedStart) / 1000, 's');
    report.add('seed', `PostgreSQL N=${n}: of it, the integration dates`, integratedMs, 'ms');
    const { calls, tokens } = await prepareCalls(async (sql) => (await client.query(sql)).rows, server.env);
    // A second server on the same database logs the statements (PostgreSQL takes many sessions).
    const tracer = await startServer({
      ...env,
      LOG_LEVEL: 'trace',
      // The same issuer and signing key (DATA_DIR) as the measured server, so its tokens are valid here.
      PUBLIC_URL: server.url,
      PROTOCOL_JOB_INTERVAL_MS: '0',
      DEADLINE_JOB_INTERVAL_MS: '0',
      NOTIFICATION_JOB_INTERVAL_MS: '0',
    });
    await traceStatements(tracer, calls, tokens);
    await tracer.stop();
    const query = (text, values) => client.query(values.length ? { text, values } : text);
    // At a million rows every count scans for seconds: fewer samples keep the run within 25 minutes.
    const samples = n >= 1_000_000 ? Math.min(times, 10) : times;
    const warmup = n >= 1_000_000 ? 1 : 3;
    await warmServer(server, calls, tokens);
    const floor = await startHttpFloor(
      url,
      calls.filter((entry) => entry.floor),
    );
    await warmServer(floor, calls, tokens);
    const section = `api N=${n}`;
    for (const entry of calls) {
      const apiSamples = await timeCall(server, entry, tokens, { samples, warmup });
      const sqlSamples = await timeReplay(entry, query, { samples, warmup });
      const floorSamples = entry.floor
        ? await timeCall(floor, entry, tokens, { samples, warmup })
        : undefined;
      reportCall({ report, section, n, entry, apiSamples, sqlSamples, floorSamples, latency });
    }
    await floor.stop();

    if (throughputSeconds > 0) {
      await measureThroughput({ report, section, server, tokens, seconds: throughputSeconds });
    }

    if (exportSizes.includes(n)) {
      const peak = await measureExport({
        report,
        section: `export N=${n}`,
        server,
        tokens,
        floor: {
          label: 'COPY … TO STDOUT WITH CSV (psql)',
          samples: () => exportSamples(async () => copyFloor(url)),
        },
      });
      latency.exportRss ??= {};
      latency.exportRss[n] = peak;
    }
    await client.end();
    await server.stop();
  }
};
