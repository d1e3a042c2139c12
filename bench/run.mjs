// `npm run bench`: the whole suite — web weights (and Lighthouse when installed), then the API and the
// exports at scale on PostgreSQL and on PGlite — every figure beside its target with its status, a
// Markdown table and an SVG chart of PostgreSQL's latency against N in bench/results/; exits non-zero
// when a target is missed.
// `--quick`: N ≤ 10,000 and a shorter throughput run, within 5 minutes.
// `--db=postgres` or `--db=pglite`: the API on that database only (both by default).
// `--only=documents`: uploads, downloads and a request's ZIP on the `file` store (PGlite) and the `s3`
// store (PostgreSQL); part of the whole run, not of `--quick`.
// Never calls a host outside this machine: every server is on loopback.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { runDocumentsBench, UPLOAD_LIMITS_TEXT } from './api/documents.mjs';
import { runPgliteApiBench } from './api/pglite.mjs';
import { runApiBench } from './api/run.mjs';
import { latencyChart } from './lib/chart.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { createReport } from './lib/report.mjs';
import { ROOT, startServer } from './lib/server.mjs';
import { measureFloor } from './web/floor.mjs';
import { runLighthouse } from './web/lighthouse.mjs';
import { measureWeights } from './web/weights.mjs';

const quick = process.argv.includes('--quick');
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice(7);
// `--sizes=1000,100000`: only these N (a partial run, when a full one does not fit the time at hand).
const chosenSizes = process.argv
  .find((arg) => arg.startsWith('--sizes='))
  ?.slice(8)
  .split(',')
  .map(Number);
const sizes = chosenSizes ?? (quick ? [1_000, 10_000] : [1_000, 10_000, 100_000, 1_000_000]);
const db = process.argv.find((arg) => arg.startsWith('--db='))?.slice(5);
if (db && db !== 'postgres' && db !== 'pglite') {
  console.error('--db= takes postgres or pglite.');
  process.exit(2);
}
const report = createReport();
const started = performance.now();
const portalDist = `${ROOT}apps/portal/dist`;

console.log(
  `bench ${quick ? '--quick ' : ''}on ${cpus().length} cores, load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}, ${new Date().toISOString()}`,
);
if (
  spawnSync('test', ['-f', `${ROOT}apps/api/dist/main.js`]).status !== 0 ||
  ((!only || only === 'web') && spawnSync('test', ['-f', `${portalDist}/index.html`]).status !== 0)
) {
  console.error('Run `npm run build` first: the bench measures the built portal and server.');
  process.exit(2);
}

if (!only || only === 'web') {
  const web = await startServer({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'cet-bench-web-')),
    PORTAL_DIST: portalDist,
  });
  try {
    await measureWeights({ report, serverUrl: web.url, portalDist });
    await runLighthouse({ report, server: web, quick });
  } finally {
    await web.stop();
  }
  await measureFloor({ report, quick });
}

/** The export's peak RSS at 100,000 rows against 1,000, where both were measured. */
const rssRatio = (latency, section) => {
  const rss = latency.exportRss ?? {};
  if (rss[1_000] && rss[100_000]) {
    report.add(section, 'peak RSS, 100,000-row export / 1,000-row export', rss[100_000] / rss[1_000], '×', {
      ok: (value) => value <= 1.3,
      text: '≤ 1.3',
    });
  }
};

const latency = [];
if ((!only || only === 'api') && db !== 'pglite') {
  const postgres = process.env.BENCH_DATABASE_URL
    ? { url: process.env.BENCH_DATABASE_URL, stop: () => {} }
    : startPostgres();
  try {
    await runApiBench({
      report,
      sizes,
      baseUrl: postgres.url,
      times: 30,
      throughputSeconds: quick ? 5 : 20,
      exportSizes: [1_000, 10_000, 100_000],
      latency,
    });
  } finally {
    postgres.stop();
  }
  const at = (n) => latency.find((row) => row.n === n)?.p95;
  if (at(1_000) && at(1_000_000)) {
    report.add('api', 'request/find p95 at 1,000,000 / at 1,000', at(1_000_000) / at(1_000), '×', {
      ok: (value) => value <= 2,
      text: '≤ 2',
    });
  }
  rssRatio(latency, 'export');
}

if ((!only || only === 'api') && db !== 'postgres') {
  // PGlite is measured up to 100,000 requests only (a million is PostgreSQL's); its own rows, never in
  // PostgreSQL's chart.
  const pgliteLatency = [];
  await runPgliteApiBench({
    report,
    sizes: sizes.filter((n) => n <= 100_000),
    times: 30,
    throughputSeconds: quick ? 5 : 20,
    exportSizes: [1_000, 10_000, 100_000],
    latency: pgliteLatency,
  });
  rssRatio(pgliteLatency, 'export PGlite');
}

if (only === 'documents' || (!only && !quick)) {
  console.log(`documents: ${UPLOAD_LIMITS_TEXT}`);
  if (db !== 'postgres') {
    await runDocumentsBench({ report, store: 'file', section: 'file, PGlite' });
  }
  if (db !== 'pglite') {
    const postgres = process.env.BENCH_DATABASE_URL
      ? { url: process.env.BENCH_DATABASE_URL, stop: () => {} }
      : startPostgres();
    try {
      await runDocumentsBench({ report, store: 's3', databaseUrl: postgres.url, section: 's3, PostgreSQL' });
    } finally {
      postgres.stop();
    }
  }
}

const minutes = (performance.now() - started) / 60_000;
report.add(
  'bench',
  `whole run${quick ? ' (--quick)' : ''}${chosenSizes ? ` (N = ${chosenSizes.join(', ')})` : ''}`,
  minutes,
  'min',
  chosenSizes
    ? undefined
    : { ok: (value) => value <= (quick ? 5 : 25), text: quick ? '≤ 5 min' : '≤ 25 min' },
);

const results = `${ROOT}bench/results`;
mkdirSync(results, { recursive: true });
const stamp = `${new Date().toISOString()} · ${cpus().length} cores · load ${loadavg()[0].toFixed(1)}`;
writeFileSync(
  join(
    results,
    only === 'documents' ? 'documents.md' : chosenSizes ? 'partial.md' : quick ? 'quick.md' : 'full.md',
  ),
  `${stamp}\n\n${report.markdown()}\n`,
);
if (latency.length > 0) writeFileSync(join(results, 'latency.svg'), latencyChart(latency, stamp));
console.log(report.failed() ? '\nSome targets were MISSED (see above).' : '\nEvery target met.');
process.exit(report.failed() ? 1 : 0);
