// API and exports at scale on PGlite, as run.mjs does on PostgreSQL: for each N a fresh data
// directory, migrated by the server itself (started once on it and stopped), seeded by the same
// seeder through a PGlite in this process, then the same calls through the envelope with the same
// tokens beside the server's own SQL, throughput, and the exports beside PGlite's own COPY.
// PGlite is one process's: the directory is opened by one of them at a time, so the trace, the SQL
// and the COPY floor run on PGlite instances opened on the directory BEFORE the measured server
// starts, each closed before the next process opens it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { freePort, startServer } from '../lib/server.mjs';
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

/** The directory opened as the server opens it (apps/api/src/db/database.ts): with pg_trgm. */
const openPglite = (dataDir) => PGlite.create(dataDir, { extensions: { pg_trgm } });

/** PGlite's COPY floor: the same rows as CSV into its in-memory `/dev/blob` device. */
const copyFloor = async (db) => {
  const start = performance.now();
  const { blob } = await db.query(`copy (${COPY_QUERY}) to '/dev/blob' with csv`);
  if (!blob?.size) throw new Error('COPY … TO /dev/blob wrote nothing');
  return performance.now() - start;
};

export const runPgliteApiBench = async ({
  report,
  sizes,
  times,
  throughputSeconds,
  exportSizes,
  latency,
}) => {
  for (const n of sizes) {
    const dataDir = mkdtempSync(join(tmpdir(), 'cet-bench-pglite-'));
    // One issuer for the three servers started on the directory, so one token is valid on each.
    const env = {
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      PUBLIC_URL: `http://localhost:${await freePort()}`,
      PROTOCOL_JOB_INTERVAL_MS: '3600000',
    };
    await (await startServer(env)).stop();

    let db = await openPglite(dataDir);
    const seedStart = performance.now();
    const { integratedMs } = await seed(db, n);
    report.add('seed', `PGlite N=${n}`, (performance.now() - seedStart) / 1000, 's');
    report.add('seed', `PGlite N=${n}: of it, the integration dates`, integratedMs, 'ms');
    const { calls, tokens } = await prepareCalls(async (sql) => (await db.query(sql)).rows, env);
    await db.close();

    const tracer = await startServer({
      ...env,
      LOG_LEVEL: 'trace',
      PROTOCOL_JOB_INTERVAL_MS: '0',
      DEADLINE_JOB_INTERVAL_MS: '0',
      NOTIFICATION_JOB_INTERVAL_MS: '0',
    });
    await traceStatements(tracer, calls, tokens);
    await tracer.stop();

    // As many samples and warm-ups as on PostgreSQL below a million rows.
    const timing = { samples: times, warmup: 3 };
    db = await openPglite(dataDir);
    const query = (text, values) => db.query(text, values);
    const sqlSamples = new Map();
    for (const entry of calls) sqlSamples.set(entry, await timeReplay(entry, query, timing));
    const floorSamples = exportSizes.includes(n) ? await exportSamples(() => copyFloor(db)) : [];
    await db.close();

    const server = await startServer(env);
    try {
      await warmServer(server, calls, tokens);
      const section = `api PGlite N=${n}`;
      for (const entry of calls) {
        const apiSamples = await timeCall(server, entry, tokens, timing);
        reportCall({ report, section, n, entry, apiSamples, sqlSamples: sqlSamples.get(entry), latency });
      }
      if (throughputSeconds > 0) {
        await measureThroughput({ report, section, server, tokens, seconds: throughputSeconds });
      }
      if (exportSizes.includes(n)) {
        const peak = await measureExport({
          report,
          section: `export PGlite N=${n}`,
          server,
          tokens,
          floor: {
            label: "COPY … TO '/dev/blob' WITH CSV (PGlite, before the server)",
            samples: async () => floorSamples,
          },
        });
        latency.exportRss ??= {};
        latency.exportRss[n] = peak;
      }
    } finally {
      await server.stop();
      // 100,000 requests take 0.9 GB of PGlite files.
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
};
