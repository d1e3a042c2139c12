// API and exports at scale on PostgreSQL: for each N a fresh database, the built server on it, the
// deterministic seeder, then every listed call through the real envelope with a real token beside the
// same query run directly in SQL (API / SQL), throughput with 32 connections, and exports beside
// PostgreSQL's own COPY. Needs DATABASE_URL naming a server where the user may create databases.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { envelopeBody, envelopeCall, envelopeHeaders, mintToken, startServer } from '../lib/server.mjs';
import { median, p95, timed } from '../lib/stats.mjs';
import { BENCH_MARK, REQUEST_WITH_DOCUMENTS, seed } from './seed.mjs';

const PSQL = '/usr/lib/postgresql/15/bin/psql';
const SEG = 'BNCGLI85M41F205B';

/** A day with seeded sendings (the seeder sends one request a minute back from 2026-11-01). */
const SENT_ON = '2026-10-31';
const ORDER = 'order by sent desc nulls last, id asc';
const FIND = { path: '/request/find', page: { skip: 0, take: 10, sort: { sent: -1 } } };

/** The calls the issue lists: each list's page (find) and its total (count). */
const LISTS = [
  { name: 'no filter', role: 'SEG', query: {} },
  { name: 'a state list', role: 'SEG', query: { states: ['PENDING', 'SUBMITTED'] } },
  { name: 'study title contains "cuore"', role: 'SEG', query: { studyTitle: 'cuore' } },
  { name: `sent on ${SENT_ON}`, role: 'SEG', query: { sentOn: SENT_ON } },
  { name: "a RIC's own and company's", role: 'RIC', token: 'ric', query: {} },
];

/** Each call of the table as the envelope carries it. */
const benchCalls = () => [
  ...LISTS.flatMap((list) => [
    {
      name: `request/find, ${list.name}`,
      token: list.token,
      list: list.name === 'no filter',
      target: true,
      call: { method: 'POST', path: FIND.path, input: { query: list.query, ...FIND.page }, role: list.role },
    },
    {
      name: `request/count, ${list.name}`,
      token: list.token,
      target: true,
      call: { method: 'POST', path: '/request/count', input: { query: list.query }, role: list.role },
    },
  ]),
  {
    name: 'conference/find',
    target: true,
    call: { method: 'POST', path: '/conference/find', input: { query: {}, skip: 0, take: 10 }, role: 'SEG' },
  },
];

/** Every request, in the list's order, as a file of the given format. */
const exportCall = (type) => ({
  method: 'POST',
  path: '/request/download',
  input: { query: {}, type, sort: { sent: -1 } },
  role: 'SEG',
});

const databaseUrl = (base, name) => {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
};

const copyFloor = (url, where) => {
  const start = performance.now();
  const result = spawnSync(
    PSQL,
    [
      url,
      '-Atc',
      `copy (select identifier, principal_investigator, study_title, subject, type, state, sent from requests where ${where} ${ORDER}) to stdout with csv`,
    ],
    { maxBuffer: 1024 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(String(result.stderr));
  return { ms: performance.now() - start, bytes: result.stdout.length };
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
    await seed(client, n);
    report.add('seed', `PostgreSQL N=${n}`, (performance.now() - seedStart) / 1000, 's');
    const [ric] = (
      await client.query(
        `select id, corporate_id as "corporateId", fiscal_code as "fiscalCode" from users where fiscal_code like '${BENCH_MARK}U%' order by fiscal_code limit 1`,
      )
    ).rows;
    const tokens = { seg: mintToken(SEG, server.env), ric: mintToken(ric.fiscalCode, server.env) };
    const [{ id: withDocuments }] = (await client.query(REQUEST_WITH_DOCUMENTS)).rows;
    const calls = [
      ...benchCalls(),
      {
        name: 'request/get, 20 documents',
        call: { method: 'GET', path: `/request/${withDocuments}`, input: {}, role: 'SEG' },
      },
    ];
    // The SQL side of each ratio is what the API really sends: a second server on the same database
    // at LOG_LEVEL=trace logs every statement with its parameters (the call's second run, once the
    // signed-in user is cached as in the timed runs), and they are replayed in order on one
    // connection with the same parameters — the session check, the page, the loaders and the count.
    const tracer = await startServer({
      ...env,
      LOG_LEVEL: 'trace',
      // The same issuer and signing key (DATA_DIR) as the measured server, so its tokens are valid here.
      PUBLIC_URL: server.url,
      PROTOCOL_JOB_INTERVAL_MS: '0',
      DEADLINE_JOB_INTERVAL_MS: '0',
      NOTIFICATION_JOB_INTERVAL_MS: '0',
    });
    // The tracer's log reaches the pipe after its answer: wait for it before reading the statements.
    const logged = () => new Promise((resolve) => setTimeout(resolve, 150));
    for (const entry of calls) {
      const token = tokens[entry.token ?? 'seg'];
      await envelopeCall(tracer.url, token, entry.call);
      await logged();
      tracer.sqlStatements();
      await envelopeCall(tracer.url, token, entry.call);
      await logged();
      entry.statements = tracer.sqlStatements();
      if (entry.statements.length === 0) throw new Error(`${entry.name}: the tracer logged no SQL`);
    }
    await tracer.stop();
    const replay = async (statements) => {
      for (const { text, values } of statements) await client.query(values.length ? { text, values } : text);
    };
    // At a million rows every count scans for seconds: fewer samples keep the run within 25 minutes.
    const samples = n >= 1_000_000 ? Math.min(times, 10) : times;
    // A server answering a million requests runs its common path (envelope, token, session, JSON,
    // Brotli) compiled by V8's optimiser; a few warm-ups per call leave it interpreted, and that cost
    // would be counted as the API's. The cheapest call warms the common path first.
    const warmCall = calls.find((entry) => entry.name === 'request/count, no filter');
    for (let i = 0; i < 300; i++) await envelopeCall(server.url, tokens.seg, warmCall.call);
    for (const entry of calls) {
      const token = tokens[entry.token ?? 'seg'];
      const warmup = n >= 1_000_000 ? 1 : 3;
      const apiSamples = await timed(() => envelopeCall(server.url, token, entry.call), {
        times: samples,
        warmup,
      });
      const sqlSamples = await timed(() => replay(entry.statements), { times: samples, warmup });
      report.add(`api N=${n}`, `${entry.name}: median`, median(apiSamples), 'ms');
      report.add(`api N=${n}`, `${entry.name}: p95`, p95(apiSamples), 'ms');
      report.add(
        `api N=${n}`,
        `${entry.name}: SQL median (${entry.statements.length} statements)`,
        median(sqlSamples),
        'ms',
      );
      report.add(
        `api N=${n}`,
        `${entry.name}: API / SQL`,
        median(apiSamples) / median(sqlSamples),
        '×',
        entry.target && n >= 100_000
          ? { ok: (value) => value <= 1.5, text: '≤ 1.5 at N ≥ 100,000' }
          : undefined,
      );
      if (entry.list) latency.push({ n, p95: p95(apiSamples), median: median(apiSamples) });
    }

    if (throughputSeconds > 0) {
      const result = await autocannon({
        url: `${server.url}/api`,
        method: 'POST',
        connections: 32,
        duration: throughputSeconds,
        headers: envelopeHeaders(tokens.seg),
        body: envelopeBody({
          method: 'POST',
          path: '/request/find',
          input: { query: {}, skip: 0, take: 10, sort: { sent: -1 } },
          role: 'SEG',
        }),
      });
      const errors = result.errors + result.timeouts + result.non2xx;
      report.add(
        `api N=${n}`,
        `request/find throughput, 32 connections × ${throughputSeconds} s`,
        result.requests.average,
        'req/s',
      );
      report.add(
        `api N=${n}`,
        'request/find throughput: p95 latency',
        result.latency.p97_5 ?? result.latency.p99,
        'ms (p97.5)',
      );
      report.add(`api N=${n}`, 'request/find throughput: errors', errors, '', {
        ok: (value) => value === 0,
        text: '= 0',
      });
    }

    if (exportSizes.includes(n)) {
      // One export first, as every call above has its warm-ups: the first one of a fresh server also
      // loads and compiles the export's code, which is not the export's cost.
      await envelopeCall(server.url, tokens.seg, exportCall('CSV'));
      // Sampled every 20 ms, and once at each end: a 1,000-row export can end before the first tick
      // (no sample at all gave a peak of -Infinity and a ratio that passed by accident).
      const rssSamples = [server.rssMiB()];
      const sampler = setInterval(() => rssSamples.push(server.rssMiB()), 20);
      const start = performance.now();
      const csv = await envelopeCall(server.url, tokens.seg, exportCall('CSV'));
      const csvMs = performance.now() - start;
      clearInterval(sampler);
      rssSamples.push(server.rssMiB());
      const floor = copyFloor(url, 'not is_clone');
      report.add(`export N=${n}`, 'CSV: wall time', csvMs, 'ms');
      report.add(
        `export N=${n}`,
        'CSV: size of the answer (base64 inside JSON, decoded)',
        csv.bytes / 1024,
        'KiB',
      );
      report.add(`export N=${n}`, 'COPY … TO STDOUT WITH CSV (psql)', floor.ms, 'ms');
      report.add(`export N=${n}`, 'CSV / COPY', csvMs / floor.ms, '×', {
        ok: (value) => value <= 3,
        text: '≤ 3',
      });
      report.add(`export N=${n}`, 'server peak RSS during the CSV export', Math.max(...rssSamples), 'MiB');
      latency.exportRss ??= {};
      latency.exportRss[n] = Math.max(...rssSamples);
      const pdfStart = performance.now();
      const pdf = await envelopeCall(server.url, tokens.seg, exportCall('PDF'));
      report.add(`export N=${n}`, 'PDF: wall time', performance.now() - pdfStart, 'ms');
      report.add(
        `export N=${n}`,
        'PDF: size of the answer (base64 inside JSON, decoded)',
        pdf.bytes / 1024,
        'KiB',
      );
    }
    await client.end();
    await server.stop();
  }
};
