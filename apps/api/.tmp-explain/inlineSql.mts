import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { requestCsvQuery } from '../src/exports/requestExport';
import { listedFor } from '../src/db/queries/requests';
const q = new PgDialect().sqlToQuery(
  requestCsvQuery({ where: listedFor({ role: 'SEG', userId: 'x', corporateId: null }), sort: { sent: -1 }, withIntegrationDate: process.argv[2] === 'staff' }),
);
const client = new pg.Client();
console.log(q.sql.replace(/\$(\d+)/g, (_, n) => client.escapeLiteral(String(q.params[Number(n) - 1]))));
