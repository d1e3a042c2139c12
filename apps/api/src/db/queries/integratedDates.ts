import { JOB_USER } from '@cet-portal/api-client/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import type { Db } from '../database';
import { requestLogs, requests } from '../schema';

/**
 * The 'integrated' date of requests-and-sign-in section 4, in SQL (the contract's `integratedDate`):
 * PENDING with an UPDATE by RIC in its logs (the last log's date), or SUBMITTED whose last log is by
 * ADMIN / JOB (that log's date). Only `requests.integrated` is computed from it: lists, filters and
 * exports read the column, so 100,000 rows are not each checked against their logs (the export's
 * 'Data ultima integrazione' cost ~190 ms of its ~450 at 100k, docs/BENCHMARKS.md, sixth round).
 */
const integratedDateSql: SQL = (() => {
  // Qualified by hand: drizzle leaves columns bare in an UPDATE's SET, and a bare "id" inside the
  // subqueries would mean the log's id.
  const id = sql.raw('"requests"."id"');
  const state = sql.raw('"requests"."state"');
  return sql`(case
  when ${state} = 'PENDING' and exists (
    select 1 from ${requestLogs} l where l.request_id = ${id} and l.operation = 'UPDATE' and l.role = 'RIC'
  ) then (select max(l.date) from ${requestLogs} l where l.request_id = ${id})
  when ${state} = 'SUBMITTED' then (
    select case when l.role = 'ADMIN' and l.user_fiscal_code = ${JOB_USER} then l.date end
    from ${requestLogs} l where l.request_id = ${id} order by l.date desc, l.id desc limit 1
  )
end)`;
})();

/**
 * The recompute of `requests.integrated` for the rows `where` matches (every row without it). Only
 * rows whose date changes are written: most logs (a draft saved, a file uploaded) change nothing,
 * and an unchanged row then costs no new row version nor a run of the tallies' triggers.
 */
const refreshStatement = (db: Db, where?: SQL) =>
  db
    .update(requests)
    .set({ integrated: integratedDateSql })
    .where(and(where, sql`${requests.integrated} is distinct from ${integratedDateSql}`));

/**
 * Brings a request's integration date in line with its state and logs, in the caller's transaction:
 * called after every change of either (`appendLog`, which follows every change of state, and the
 * writers that copy or write logs in bulk).
 */
export const refreshIntegratedDate = async (db: Db, requestId: string): Promise<void> => {
  await refreshStatement(db, eq(requests.id, requestId));
};

/** The same recompute over every request: for rows written directly, as tests and the bench seed them. */
export const refreshIntegratedDates = async (db: Db): Promise<void> => {
  await refreshStatement(db);
};

/**
 * The statement of `refreshIntegratedDates` as text and parameters, for a client without drizzle:
 * the bench's seeder (built as `dist/integratedDates.js`) runs it after writing its rows directly.
 */
export const refreshIntegratedDatesQuery = (): { sql: string; params: unknown[] } =>
  refreshStatement(drizzle.mock() as unknown as Db).toSQL();
