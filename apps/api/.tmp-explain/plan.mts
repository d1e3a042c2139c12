import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { requestCsvQuery } from '../src/exports/requestExport';
import { listedFor } from '../src/db/queries/requests';
const q = new PgDialect().sqlToQuery(
  requestCsvQuery({ where: listedFor({ role: 'SEG', userId: 'x', corporateId: null }), sort: { sent: -1 }, withIntegrationDate: true }),
);
const client = new pg.Client({ connectionString: process.argv[2] });
await client.connect();
await client.query('set jit = off');
const res = await client.query(`explain (analyze, buffers, costs off) ${q.sql}`, q.params);
console.log(res.rows.map((r) => r['QUERY PLAN']).join('\n'));
await client.end();
