import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seed } from '/work/wt-api/bench/api/seed.mjs';
import { startServer } from '/work/wt-api/bench/lib/server.mjs';
import pg from '/work/wt-api/node_modules/pg/lib/index.js';

const n = Number(process.argv[2]);
const admin = new pg.Client({ connectionString: 'postgres://cet@127.0.0.1:55491/postgres' });
await admin.connect();
await admin.query(`drop database if exists b${n}`);
await admin.query(`create database b${n}`);
await admin.end();
const url = `postgres://cet@127.0.0.1:55491/b${n}`;
const server = await startServer({
  DATABASE_URL: url,
  DEMO_DATA: 'true',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'cet-x-')),
  PROTOCOL_JOB_INTERVAL_MS: '3600000',
});
await server.stop();
const c = new pg.Client({ connectionString: url });
await c.connect();
await seed(c, n);
await c.end();
console.log('ok', n);
