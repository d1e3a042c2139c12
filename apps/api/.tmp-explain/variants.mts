import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { requestCsvQuery } from '../src/exports/requestExport';
import { listedFor } from '../src/db/queries/requests';
const d = new PgDialect();
const where = listedFor({ role: 'SEG', userId: 'x', corporateId: null });
const client = new pg.Client({ connectionString: process.argv[2] });
await client.connect();
await client.query('set jit = off');
const time = async (label: string, q: { sql: string; params: unknown[] }, setup = 'reset work_mem') => {
  await client.query(setup);
  const times = [];
  for (let i = 0; i < 4; i++) {
    const t = performance.now();
    await client.query(q.sql, q.params);
    times.push(performance.now() - t);
  }
  console.log(label, times.map((x) => x.toFixed(0)).join(' '));
};
for (const staff of [true, false]) {
  const q = d.sqlToQuery(requestCsvQuery({ where, sort: { sent: -1 }, withIntegrationDate: staff }));
  await time(`staff=${staff} agg, work_mem default`, q);
  await time(`staff=${staff} agg, work_mem 64MB`, q, "set work_mem = '64MB'");
  const inner = q.sql.slice(q.sql.indexOf('select', 10), q.sql.lastIndexOf(') numbered'));
  await time(`staff=${staff} records only (window)`, { sql: inner, params: q.params });
}
await client.end();
