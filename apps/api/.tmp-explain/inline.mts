import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { requestCsvQuery } from '../src/exports/requestExport';
import { listedFor } from '../src/db/queries/requests';
const d = new PgDialect();
const where = listedFor({ role: 'SEG', userId: 'x', corporateId: null });
const client = new pg.Client({ connectionString: process.argv[2] });
await client.connect();
await client.query('set jit = off');
const q = d.sqlToQuery(requestCsvQuery({ where, sort: { sent: -1 }, withIntegrationDate: false }));
const inline = q.sql.replace(/\$(\d+)/g, (_, n) => client.escapeLiteral(String(q.params[Number(n) - 1])));
const inner = (s: string) => `select sum(length(record)), max(n) from (${s.slice(s.indexOf('select', 10), s.lastIndexOf(') numbered'))}) x`;
const time = async (label: string, sql: string, params: unknown[] = []) => {
  const times = [];
  for (let i = 0; i < 4; i++) {
    const t = performance.now();
    await client.query(sql, params);
    times.push(performance.now() - t);
  }
  console.log(label, times.map((x) => x.toFixed(0)).join(' '));
};
await time('params, records counted', inner(q.sql), q.params);
await time('inline, records counted', inner(inline));
await time('inline agg', inline);
const noJsonb = inline.replace(/coalesce\('\{[^}]*\}'::jsonb ->> "requests"."state", ''\)/, '"requests"."state"');
await time('inline, no jsonb, records counted', inner(noJsonb));
if (process.argv[3]) console.log(inline);
await client.end();
