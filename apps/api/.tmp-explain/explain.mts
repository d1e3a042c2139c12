import { PgDialect } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { requestCsvQuery } from '/work/wt-csv/apps/api/src/exports/requestExport';
import { listedFor } from '/work/wt-csv/apps/api/src/db/queries/requests';
const q = new PgDialect().sqlToQuery(
  requestCsvQuery({ where: listedFor({ role: 'SEG', userId: 'x', corporateId: null }), sort: { sent: -1 }, withIntegrationDate: true }),
);
const client = new pg.Client({ connectionString: process.argv[2] });
await client.connect();
if (process.argv[3] === 'sql') console.log(q.sql, JSON.stringify(q.params));
await client.query('set jit = off');
const res = await client.query(`explain (analyze, buffers) ${q.sql}`, q.params);
console.log(res.rows.map((r) => r['QUERY PLAN']).join('\n'));
for (let i = 0; i < 3; i++) {
  const t = performance.now();
  const r = await client.query(q.sql, q.params);
  console.log('run', (performance.now() - t).toFixed(0), 'ms', r.rows.length, 'texts', r.rows.reduce((a, x) => a + x.text.length, 0), 'chars');
}
await client.end();
