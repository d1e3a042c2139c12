// What the API bench measures, the same on PostgreSQL and on PGlite: the calls the targets name, the
// server's own SQL behind each (captured at LOG_LEVEL=trace), the timed calls beside that SQL,
// throughput with 32 connections, and the CSV and PDF exports. Each database's run (run.mjs,
// pglite.mjs) only says how its database is made, seeded and queried directly.
import autocannon from 'autocannon';
import { envelopeBody, envelopeCall, envelopeHeaders, mintToken } from '../lib/server.mjs';
import { median, p95, timed } from '../lib/stats.mjs';
import { BENCH_MARK, REQUEST_WITH_DOCUMENTS } from './seed.mjs';

const SEG = 'BNCGLI85M41F205B';

/** A day with seeded sendings (the seeder sends one request a minute back from 2026-11-01). */
const SENT_ON = '2026-10-31';
const FIND = { path: '/request/find', page: { skip: 0, take: 10, sort: { sent: -1 } } };

/** The export's rows in the list's order, as the database's own COPY writes them (the floor). */
export const COPY_QUERY =
  'select identifier, principal_investigator, study_title, subject, type, state, sent from requests where not is_clone order by sent desc nulls last, id asc';

/** The calls the targets name: each list's page (find) and its total (count). */
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
      // The server sends a count's statements one after another (the session probe, then the total),
      // as the replay does: a bare route sending them so is its floor (httpFloorServer.mjs).
      floor: true,
      call: { method: 'POST', path: '/request/count', input: { query: list.query }, role: list.role },
    },
  ]),
  // Not a call the targets name: the staff's 'Visualizza solo richieste integrate', whose filter is the
  // integration date (docs/BENCHMARKS.md, eighth round).
  ...['find', 'count'].map((kind) => ({
    name: `request/${kind}, only integrated`,
    call: {
      method: 'POST',
      path: `/request/${kind}`,
      input:
        kind === 'find'
          ? { query: { onlyIntegrated: true }, ...FIND.page }
          : { query: { onlyIntegrated: true } },
      role: 'SEG',
    },
  })),
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

/**
 * The calls and the tokens for a seeded database, read through `rows(sql)`: a SEG's token, a seeded
 * RIC's, and request/get on the request with twenty documents. `tokenEnv` names the issuer and key.
 */
export const prepareCalls = async (rows, tokenEnv) => {
  const [ric] = await rows(
    `select fiscal_code as "fiscalCode" from users where fiscal_code like '${BENCH_MARK}U%' order by fiscal_code limit 1`,
  );
  const [{ id: withDocuments }] = await rows(REQUEST_WITH_DOCUMENTS);
  return {
    tokens: { seg: mintToken(SEG, tokenEnv), ric: mintToken(ric.fiscalCode, tokenEnv) },
    calls: [
      ...benchCalls(),
      {
        name: 'request/get, 20 documents',
        call: { method: 'GET', path: `/request/${withDocuments}`, input: {}, role: 'SEG' },
      },
    ],
  };
};

/**
 * The SQL side of each ratio is what the API really sends: a server at LOG_LEVEL=trace logs every
 * statement with its parameters (the call's second run, once the signed-in user is cached as in the
 * timed runs), kept on each call as `statements` to be replayed in order on one session.
 */
export const traceStatements = async (tracer, calls, tokens) => {
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
};

/** The same statements replayed in order through `query(text, values)`, for `samples` timed runs. */
export const timeReplay = (entry, query, { samples, warmup }) =>
  timed(
    async () => {
      for (const { text, values } of entry.statements) await query(text, values);
    },
    { times: samples, warmup },
  );

/**
 * A server answering a million requests runs its common path (envelope, token, session, JSON,
 * Brotli) compiled by V8's optimiser; a few warm-ups per call leave it interpreted, and that cost
 * would be counted as the API's. The cheapest call warms the common path first.
 */
export const warmServer = async (server, calls, tokens) => {
  const warmCall = calls.find((entry) => entry.name === 'request/count, no filter');
  for (let i = 0; i < 300; i++) await envelopeCall(server.url, tokens.seg, warmCall.call);
};

export const timeCall = (server, entry, tokens, { samples, warmup }) =>
  timed(() => envelopeCall(server.url, tokens[entry.token ?? 'seg'], entry.call), {
    times: samples,
    warmup,
  });

/**
 * A call's rows: median, p95, the SQL's median and API / SQL against its target; beside it,
 * where measured, a bare route's floor / SQL (httpFloorServer.mjs), no target of its own.
 */
export const reportCall = ({ report, section, n, entry, apiSamples, sqlSamples, floorSamples, latency }) => {
  report.add(section, `${entry.name}: median`, median(apiSamples), 'ms');
  report.add(section, `${entry.name}: p95`, p95(apiSamples), 'ms');
  report.add(
    section,
    `${entry.name}: SQL median (${entry.statements.length} statements)`,
    median(sqlSamples),
    'ms',
  );
  report.add(
    section,
    `${entry.name}: API / SQL`,
    median(apiSamples) / median(sqlSamples),
    '×',
    entry.target && n >= 100_000 ? { ok: (value) => value <= 1.5, text: '≤ 1.5 at N ≥ 100,000' } : undefined,
  );
  if (floorSamples)
    report.add(
      section,
      `${entry.name}: a bare route's floor / SQL`,
      median(floorSamples) / median(sqlSamples),
      '×',
    );
  if (entry.list) latency.push({ n, p95: p95(apiSamples), median: median(apiSamples) });
};

export const measureThroughput = async ({ report, section, server, tokens, seconds }) => {
  const result = await autocannon({
    url: `${server.url}/api`,
    method: 'POST',
    connections: 32,
    duration: seconds,
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
    section,
    `request/find throughput, 32 connections × ${seconds} s`,
    result.requests.average,
    'req/s',
  );
  report.add(
    section,
    'request/find throughput: p95 latency',
    result.latency.p97_5 ?? result.latency.p99,
    'ms (p97.5)',
  );
  report.add(section, 'request/find throughput: errors', errors, '', {
    ok: (value) => value === 0,
    text: '= 0',
  });
};

/**
 * Exports and their COPY floor are each timed this many times and compared by their medians, as every
 * other call beside its SQL: one sample of a 3 ms COPY moved 2–3× from one run to the next
 * (docs/BENCHMARKS.md, tenth round), so a single ratio said more about the moment than the export.
 */
export const EXPORT_SAMPLES = 5;

/** `measure` (milliseconds per run) `EXPORT_SAMPLES` times after one unmeasured run. */
export const exportSamples = async (measure) => {
  await measure();
  const samples = [];
  for (let i = 0; i < EXPORT_SAMPLES; i++) samples.push(await measure());
  return samples;
};

/**
 * The CSV export's wall time and the server's peak RSS beside the database's COPY (`floor`: its
 * label and `samples()`, milliseconds), then the PDF export. Returns the peak RSS in MiB.
 */
export const measureExport = async ({ report, section, server, tokens, floor }) => {
  let csv;
  let runs = 0;
  let rssSamples = [];
  // The first timed export is the one whose memory is watched, as before the samples were five: the
  // target compares one 100,000-row export with one 1,000-row export, not a run of them.
  const csvSamples = await exportSamples(async () => {
    // The run after exportSamples' unmeasured one.
    const watched = ++runs === 2;
    // Sampled every 20 ms, and once at each end: a 1,000-row export can end before the first tick
    // (no sample at all gave a peak of -Infinity and a ratio that passed by accident).
    const watching = [server.rssMiB()];
    const sampler = watched ? setInterval(() => watching.push(server.rssMiB()), 20) : undefined;
    const start = performance.now();
    csv = await envelopeCall(server.url, tokens.seg, exportCall('CSV'));
    const ms = performance.now() - start;
    clearInterval(sampler);
    if (watched) rssSamples = [...watching, server.rssMiB()];
    return ms;
  });
  const floorSamples = await floor.samples();
  const csvMs = median(csvSamples);
  const floorMs = median(floorSamples);
  report.add(section, `CSV: wall time (median of ${EXPORT_SAMPLES})`, csvMs, 'ms');
  report.add(section, 'CSV: fastest', Math.min(...csvSamples), 'ms');
  report.add(section, 'CSV: size of the answer (base64 inside JSON, decoded)', csv.bytes / 1024, 'KiB');
  report.add(section, `${floor.label} (median of ${EXPORT_SAMPLES})`, floorMs, 'ms');
  report.add(section, `${floor.label}: fastest`, Math.min(...floorSamples), 'ms');
  report.add(section, 'CSV / COPY', csvMs / floorMs, '×', { ok: (value) => value <= 3, text: '≤ 3' });
  const peak = Math.max(...rssSamples);
  report.add(section, 'server peak RSS during the CSV export', peak, 'MiB');
  const pdfStart = performance.now();
  const pdf = await envelopeCall(server.url, tokens.seg, exportCall('PDF'));
  report.add(section, 'PDF: wall time', performance.now() - pdfStart, 'ms');
  report.add(section, 'PDF: size of the answer (base64 inside JSON, decoded)', pdf.bytes / 1024, 'KiB');
  return peak;
};
