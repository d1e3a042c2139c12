// Documents at scale, measured from outside against the built server: whether uploads stall other
// users, how fast one upload and one download run on loopback, and how much memory a request's ZIP
// costs while it streams. Per store: `file` on PGlite (the embedded default) and `s3` on PostgreSQL
// (the API tests' local S3-compatible server). Every upload goes through `POST /api/upload` as the
// portal sends it (multipart, Bearer token and XSRF pair), every download through `POST /api/file`;
// the spec's `PUT /document` with a data URL is measured beside them as the "before".
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { atLeast, atMost } from '../lib/report.mjs';
import { startS3 } from '../lib/s3.mjs';
import { envelopeBody, envelopeCall, envelopeHeaders, mintTokens, startServer } from '../lib/server.mjs';
import { median, p95 } from '../lib/stats.mjs';

const MiB = 1024 * 1024;
/** Under the 20 MiB limit, as the measurements of the data URL path used. */
const UPLOAD_BYTES = 19 * MiB;
const IN_FLIGHT = 4;
/** Five documents of the largest size: a request's ZIP of 100 MiB. */
const ZIP_DOCUMENTS = 5;
const ZIP_DOCUMENT_BYTES = 20 * MiB;

/**
 * Demo accounts (ARCHITECTURE.md): four uploaders, all from one address as colleagues behind one NAT
 * (the upload route counts its limits per user), and another user whose list is timed.
 */
const UPLOADERS = [
  { fiscalCode: 'RSSMRA80A01H501U', role: 'RIC' },
  { fiscalCode: 'VRDLGU82B02F205Z', role: 'RIC' },
  { fiscalCode: 'NREPLA75C12L219G', role: 'CET' },
  { fiscalCode: 'GLLSRA78D45G273A', role: 'CET' },
];
const OTHER_USER = { fiscalCode: 'BNCGLI85M41F205B', role: 'SEG' };

/**
 * The server's upload limits for the bench: the defaults, but for the per-minute quota of 100 MiB
 * that paces a person, as the bench uploads a few hundred MiB per user within minutes.
 */
const UPLOAD_LIMITS = { UPLOAD_BYTES_PER_USER_PER_MINUTE: String(1024 * MiB) };
export const UPLOAD_LIMITS_TEXT = `the ${IN_FLIGHT} uploads at once come from ${IN_FLIGHT} demo users on one address; every upload limit at its default but UPLOAD_BYTES_PER_USER_PER_MINUTE=1024 MiB (default 100 MiB)`;

const FIND = {
  method: 'POST',
  path: '/request/find',
  input: { query: {}, skip: 0, take: 10, sort: { sent: -1 } },
  role: OTHER_USER.role,
};

/** A PDF by its first bytes, unique (content-addressed stores never share it), random hence incompressible. */
const pdfOf = (size) => {
  const head = Buffer.from(`%PDF-1.7\n% ${randomUUID()}\n`, 'latin1');
  return Buffer.concat([head, randomBytes(size - head.length)]);
};

/** The megabytes (10^6 bytes) per second of `bytes` in `ms`. */
const mbPerSecond = (bytes, ms) => bytes / 1e6 / (ms / 1000);

const probeAgent = new Agent({ keepAlive: true, maxSockets: 1 });

/** A whole answer's bytes, counted and dropped; rejects on a status other than 200. */
const send = (url, { path, headers, body, agent = false }) => {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: hostname,
        port,
        path,
        method: body ? 'POST' : 'GET',
        agent,
        headers,
      },
      (response) => {
        let bytes = 0;
        const chunks = [];
        response.on('data', (chunk) => {
          bytes += chunk.length;
          // Only an error's or an upload's JSON is kept; a file is counted.
          if (response.statusCode !== 200 || path === '/api/upload') chunks.push(chunk);
        });
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (response.statusCode !== 200) reject(new Error(`${path} → ${response.statusCode}: ${text}`));
          else resolve({ bytes, text, headers: response.headers });
        });
      },
    );
    request.on('error', reject);
    for (const chunk of body ?? []) request.write(chunk);
    request.end();
  });
};

const health = (url) => send(url, { path: '/api/health', agent: probeAgent });

/** `POST /api/upload` as the portal sends it: the fields, then the file, on a connection of its own. */
const upload = async (url, { token, role }, bytes, fileName) => {
  const boundary = `----cet-bench-${randomUUID()}`;
  const field = (name, value) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    `${field('role', role)}${field('name', fileName)}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const answer = await send(url, {
    path: '/api/upload',
    headers: {
      ...envelopeHeaders(token),
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': head.length + bytes.length + tail.length,
    },
    body: [head, bytes, tail],
  });
  return JSON.parse(answer.text).data;
};

/** `POST /api/file`: a file call's envelope, answered with the file, counted as it arrives. */
const download = (url, token, call) => {
  const body = Buffer.from(envelopeBody(call));
  return send(url, {
    path: '/api/file',
    headers: { ...envelopeHeaders(token), 'accept-encoding': 'br, gzip', 'content-length': body.length },
    body: [body],
  });
};

/** The server's resident memory sampled every 20 ms from /proc until `stop`, which gives the peak. */
const sampleRss = (server) => {
  const at = () => {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : Number.NaN;
  };
  const before = at();
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, at());
  }, 20);
  return {
    before,
    stop: () => {
      clearInterval(timer);
      peak = Math.max(peak, at());
      return { before, peak, growth: peak - before };
    },
  };
};

/**
 * The CPU time a process has used so far (user and system), in milliseconds: on a shared machine the
 * wall time of a transfer follows the other sessions' load, its CPU time much less.
 */
const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are the stat file's 14th and 15th fields, in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/** Times `run` once, in milliseconds. */
const time = async (run) => {
  const start = performance.now();
  const result = await run();
  return { ms: performance.now() - start, result };
};

/**
 * `/api/health` and the other user's `request/find`, one after the other, as long as `busy()` says
 * (or `count` times): the latency of each, in milliseconds.
 */
const probe = async (url, token, { busy, count, healthOnly = false }) => {
  const samples = { health: [], find: [] };
  for (let i = 0; busy ? busy() : i < count; i++) {
    samples.health.push((await time(() => health(url))).ms);
    if (healthOnly || (busy && !busy())) continue;
    samples.find.push((await time(() => envelopeCall(url, token, FIND))).ms);
  }
  return samples;
};

/** While `work` runs: the probes' latencies and the server's RSS growth. */
const underLoad = async (server, token, work, { healthOnly = false } = {}) => {
  const rss = sampleRss(server);
  let done = false;
  const probes = probe(server.url, token, { busy: () => !done, healthOnly });
  const result = await work().finally(() => {
    done = true;
  });
  return { samples: await probes, rss: rss.stop(), result };
};

/** A fresh database on a PostgreSQL cluster, for the s3 run (the cluster may be shared). */
const freshDatabase = async (baseUrl) => {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query('drop database if exists cet_bench_documents');
  await admin.query('create database cet_bench_documents');
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = '/cet_bench_documents';
  return url.toString();
};

/**
 * One store's run: `store` is 'file' (on PGlite) or 's3' (on PostgreSQL at `databaseUrl`). Adds its
 * rows to `report` under `section`.
 */
export const runDocumentsBench = async ({ report, store, databaseUrl, section, idleSamples = 40 }) => {
  const s3 = store === 's3' ? await startS3() : null;
  const env = {
    DATA_DIR: mkdtempSync(join(tmpdir(), 'cet-bench-documents-')),
    DEMO_DATA: 'true',
    PROTOCOL_JOB_INTERVAL_MS: '3600000',
    ...(store === 's3'
      ? { ...s3.environment, DATABASE_URL: await freshDatabase(databaseUrl) }
      : { DOCUMENT_STORE: 'file' }),
    ...UPLOAD_LIMITS,
  };
  const server = await startServer(env);
  try {
    const tokens = mintTokens(
      [...UPLOADERS, OTHER_USER].map((user) => user.fiscalCode),
      server.env,
    );
    const uploaders = UPLOADERS.map((user) => ({ ...user, token: tokens[user.fiscalCode] }));
    const otherToken = tokens[OTHER_USER.fiscalCode];
    const step = (text) => console.log(`${section.padEnd(14)} … ${text}`);
    const [applicant] = uploaders;
    const add = (name, value, unit, target) => report.add(section, name, value, unit, target);

    step('idle, then four uploads at once');
    // 1. Idle, then while four 19 MiB uploads run at once: three rounds, each idle just before its
    // uploads (the machine is shared: its load moves within a minute), the samples pooled.
    await probe(server.url, otherToken, { count: 5 });
    const idle = { health: [], find: [] };
    const loaded = { health: [], find: [] };
    let growth = 0;
    let roundMs = [];
    let serverCpu = 0;
    let s3Cpu = 0;
    for (let round = 0; round < 3; round++) {
      const files = uploaders.map(() => pdfOf(UPLOAD_BYTES));
      const quiet = await probe(server.url, otherToken, { count: idleSamples });
      idle.health.push(...quiet.health);
      idle.find.push(...quiet.find);
      const cpuBefore = { server: cpuMs(server.pid), s3: s3 ? cpuMs(s3.pid) : 0 };
      const { samples, rss, result } = await underLoad(server, otherToken, () =>
        Promise.all(
          uploaders.map((user, index) =>
            time(() => upload(server.url, user, files[index], `Protocollo ${index + 1}.pdf`)),
          ),
        ),
      );
      serverCpu += cpuMs(server.pid) - cpuBefore.server;
      if (s3) s3Cpu += cpuMs(s3.pid) - cpuBefore.s3;
      loaded.health.push(...samples.health);
      loaded.find.push(...samples.find);
      growth = Math.max(growth, rss.growth);
      roundMs = [...roundMs, Math.max(...result.map((entry) => entry.ms))];
    }
    for (const [name, label] of [
      ['health', '/api/health'],
      ['find', `another user's request/find (${OTHER_USER.role})`],
    ]) {
      const idleP95 = p95(idle[name]);
      const loadedP95 = p95(loaded[name]);
      add(`${label} p95, idle (${idle[name].length} samples)`, idleP95, 'ms');
      add(`${label} p95, ${IN_FLIGHT} × 19 MiB uploading (${loaded[name].length} samples)`, loadedP95, 'ms');
      add(`${label} p95 uploading / idle`, loadedP95 / idleP95, '×', atMost(2, '≤ 2'));
    }
    add(`${IN_FLIGHT} × 19 MiB at once, slowest of each round (median of 3)`, median(roundMs), 'ms');
    // The probes' calls are in it too (a few ms of CPU each).
    add(
      `${IN_FLIGHT} × 19 MiB at once: server CPU per upload, probes included`,
      serverCpu / (3 * IN_FLIGHT),
      'ms',
    );
    if (s3)
      add(`${IN_FLIGHT} × 19 MiB at once: the S3 server's CPU per upload`, s3Cpu / (3 * IN_FLIGHT), 'ms');
    add(
      `server RSS growth per upload in flight (peak of 3 rounds / ${IN_FLIGHT})`,
      growth / IN_FLIGHT,
      'MiB',
      atMost(64, '≤ 64 MiB'),
    );

    step('one upload, one download');
    // 2. One upload and one download alone, three times each: the median.
    /** A transfer of UPLOAD_BYTES three times: the server's CPU (mean) and the speed (median). */
    const transfer = async (what, label, once) => {
      const times = [];
      let last;
      const cpu = cpuMs(server.pid);
      for (let i = 0; i < 3; i++) {
        const { ms, result } = await time(once);
        times.push(ms);
        last = result;
      }
      add(`one 19 MiB ${what}: server CPU (mean of 3)`, (cpuMs(server.pid) - cpu) / 3, 'ms');
      add(label, mbPerSecond(UPLOAD_BYTES, median(times)), 'MB/s', atLeast(50, '≥ 50 MB/s'));
      return last;
    };
    // Made before the clock starts: random bytes cost time of their own.
    const pdfs = [pdfOf(UPLOAD_BYTES), pdfOf(UPLOAD_BYTES), pdfOf(UPLOAD_BYTES)];
    const uploaded = await transfer('upload', 'one 19 MiB upload (/api/upload, median of 3)', () =>
      upload(server.url, applicant, pdfs.pop(), 'Brochure.pdf'),
    );
    const documentGet = { method: 'GET', path: `/document/${uploaded._id}`, input: {}, role: applicant.role };
    await transfer('download', 'one 19 MiB download (document.get via /api/file, median of 3)', async () => {
      const result = await download(server.url, applicant.token, documentGet);
      if (result.bytes !== UPLOAD_BYTES) throw new Error(`document.get answered ${result.bytes} bytes`);
      return result;
    });

    step("a request's ZIP");
    // 3. A request's documents as one ZIP of 100 MiB, streamed through /api/file.
    const attached = [];
    for (let i = 0; i < ZIP_DOCUMENTS; i++) {
      const document = await upload(
        server.url,
        applicant,
        pdfOf(ZIP_DOCUMENT_BYTES),
        `Allegato ${i + 1}.pdf`,
      );
      attached.push({ _id: document._id, type: 'Protocollo' });
    }
    const request = JSON.parse(
      (
        await envelopeCall(server.url, applicant.token, {
          method: 'PUT',
          path: '/request',
          input: { studyTitle: 'Bench: documenti', documents: attached },
          role: applicant.role,
        })
      ).text,
    ).data;
    const archive = {
      method: 'POST',
      path: '/document/get-all-documents',
      input: { ids: attached.map((entry) => entry._id), requestId: request._id, requestName: 'Bench' },
      role: applicant.role,
    };
    const zips = [];
    const zipCpu = cpuMs(server.pid);
    for (let i = 0; i < 2; i++) {
      const rss = sampleRss(server);
      const { ms, result } = await time(() => download(server.url, applicant.token, archive));
      zips.push({ ms, bytes: result.bytes, rss: rss.stop() });
    }
    const zipBytes = zips[0].bytes;
    add('ZIP: server CPU (mean of 2)', (cpuMs(server.pid) - zipCpu) / 2, 'ms');
    if (zipBytes < ZIP_DOCUMENTS * ZIP_DOCUMENT_BYTES) throw new Error(`the ZIP has ${zipBytes} bytes`);
    add(
      `ZIP of ${ZIP_DOCUMENTS} documents (${(zipBytes / MiB).toFixed(0)} MiB), faster of 2`,
      mbPerSecond(zipBytes, Math.min(...zips.map((zip) => zip.ms))),
      'MB/s',
    );
    add(
      'ZIP: server RSS growth while it streams (worse of 2)',
      Math.max(...zips.map((zip) => zip.rss.growth)),
      'MiB',
      atMost(64, '≤ 64 MiB'),
    );

    step('one upload each way, /api/health timed');
    // 4. One 19 MiB upload with /api/health timed during it: streamed (after), then the data URL (before).
    const single = async (name, work) => {
      const { samples, rss, result } = await underLoad(server, otherToken, work, { healthOnly: true });
      add(`${name}: /api/health p95 during it (${samples.health.length} samples)`, p95(samples.health), 'ms');
      add(`${name}: /api/health slowest during it`, Math.max(...samples.health), 'ms');
      add(`${name}: server RSS growth`, rss.growth, 'MiB');
      add(`${name}: upload time`, result.ms, 'ms');
    };
    await single('after: one 19 MiB upload, /api/upload', () =>
      time(() => upload(server.url, applicant, pdfOf(UPLOAD_BYTES), 'Uno.pdf')),
    );
    const dataUrl = `data:application/pdf;base64,${pdfOf(UPLOAD_BYTES).toString('base64')}`;
    await single('before: one 19 MiB upload, PUT /document data URL', () =>
      time(() => {
        // On a connection of its own, as the streamed upload: the probes keep theirs.
        const body = Buffer.from(
          envelopeBody({
            method: 'PUT',
            path: '/document',
            input: { file: dataUrl, name: 'Uno.pdf' },
            role: applicant.role,
          }),
        );
        return send(server.url, {
          path: '/api',
          headers: { ...envelopeHeaders(applicant.token), 'content-length': body.length },
          body: [body],
        });
      }),
    );
  } finally {
    await server.stop();
    await s3?.stop();
    // Some 450 MiB of documents on the file store: not left behind in the temporary folder.
    rmSync(env.DATA_DIR, { recursive: true, force: true });
  }
};
