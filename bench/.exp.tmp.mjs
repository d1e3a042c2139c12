import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { envelopeCall, mintToken, startServer } from './lib/server.mjs';

const n = process.argv[2];
const url = `postgres://cet@127.0.0.1:55491/b${n}`;
const server = await startServer({
  DATABASE_URL: url,
  DEMO_DATA: 'true',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'cet-x-')),
  PROTOCOL_JOB_INTERVAL_MS: '3600000',
  ...(process.env.XENV ? JSON.parse(process.env.XENV) : {}),
});
const token = mintToken('BNCGLI85M41F205B', server.env);
for (let i = 0; i < Number(process.argv[3] ?? 2); i++) {
  let peak = 0;
  const s = setInterval(() => {
    peak = Math.max(peak, server.rssMiB());
  }, 20);
  const t = performance.now();
  const csv = await envelopeCall(server.url, token, {
    method: 'POST',
    path: '/request/download',
    input: { query: {}, type: 'CSV', sort: { sent: -1 } },
    role: 'SEG',
  });
  const ms = performance.now() - t;
  clearInterval(s);
  const t2 = performance.now();
  const r = spawnSync(
    '/usr/lib/postgresql/15/bin/psql',
    [
      url,
      '-Atc',
      `copy (select identifier, principal_investigator, study_title, subject, type, state, sent from requests where not is_clone order by sent desc nulls last, id asc) to stdout with csv`,
    ],
    { maxBuffer: 1 << 30 },
  );
  const copy = performance.now() - t2;
  console.log(
    `export ${ms.toFixed(0)} ms, ${(csv.bytes / 1024).toFixed(0)} KiB, COPY ${copy.toFixed(0)} ms, ratio ${(ms / copy).toFixed(1)}, peak RSS ${peak.toFixed(0)} MiB, load ${(await import('node:os')).loadavg()[0].toFixed(1)}`,
  );
}
const { XSRF } = await import('./lib/server.mjs').catch(() => ({}));
for (const enc of ['identity', 'gzip', 'br']) {
  const t = performance.now();
  const r = await fetch(`${server.url}/api`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'accept-encoding': enc,
      authorization: `Bearer ${token}`,
      cookie: 'XSRF-TOKEN=bench-xsrf-token-0123456789',
      'x-xsrf-token': 'bench-xsrf-token-0123456789',
    },
    body: JSON.stringify({
      appCode: '000017',
      service: 'request',
      method: 'POST',
      path: '/request/download',
      params: { input: { query: {}, type: 'CSV', sort: { sent: -1 } }, role: 'SEG' },
    }),
  });
  let bytes = 0;
  for await (const c of r.body) bytes += c.length;
  console.log(enc, r.status, (performance.now() - t).toFixed(0), 'ms', bytes);
}
await server.stop();
