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
});
const token = mintToken('BNCGLI85M41F205B', server.env);
const calls = {
  find: { path: '/request/find', input: { query: {}, skip: 0, take: 10, sort: { sent: -1 } } },
  sent: {
    path: '/request/find',
    input: { query: { sentOn: '2026-10-31' }, skip: 0, take: 10, sort: { sent: -1 } },
  },
  conf: { path: '/conference/find', input: { query: {}, skip: 0, take: 10 } },
  count: { path: '/request/count', input: { query: {} } },
};
const which = process.argv[3] ?? 'find';
const times = [];
for (let i = 0; i < Number(process.argv[4] ?? 20); i++) {
  const t = performance.now();
  await envelopeCall(server.url, token, { method: 'POST', role: 'SEG', ...calls[which] });
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
console.log(which, 'median', times[times.length >> 1].toFixed(2), 'ms; min', times[0].toFixed(2));
if (process.env.MARK) {
  const pg = (await import('pg')).default;
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query("select 'MARK-START'");
  await c.end();
  await envelopeCall(server.url, token, { method: 'POST', role: 'SEG', ...calls[which] });
}
await server.stop();
