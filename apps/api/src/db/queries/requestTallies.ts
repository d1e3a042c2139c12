import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { requestOwnerTallies, requestTallies } from '../schema';
import type { RequestFilter, RequestScope } from './requests';

/** Filter fields the tallies are keyed by; any other field set means counting the matching rows. */
const TALLIED_FIELDS = new Set<keyof RequestFilter>(['states', 'type', 'user', 'corporate', 'onlyLapsed']);

const isSet = (value: unknown): boolean =>
  value !== undefined && value !== '' && value !== false && !(Array.isArray(value) && value.length === 0);

/** True when the filter uses only tallied fields (no text, date, identifier or 'integrated' filter). */
export const isTallied = (filter: RequestFilter): boolean =>
  Object.entries(filter).every(
    ([field, value]) => !isSet(value) || TALLIED_FIELDS.has(field as keyof RequestFilter),
  );

/**
 * The number of listed requests matching a tallied filter within the caller's scope: the sum of the
 * tallies' deltas, exact in the caller's snapshot (the triggers append in the writing transaction).
 * Per owner when the filter or the scope names an owner or a company, else over the global tallies.
 */
export const tallyRequests = async (db: Db, filter: RequestFilter, scope: RequestScope): Promise<number> => {
  const ownScope = scope.role === 'RIC';
  const byOwner = ownScope || isSet(filter.user) || isSet(filter.corporate);
  const table = byOwner ? requestOwnerTallies : requestTallies;
  const where = and(
    filter.states?.length ? inArray(table.state, filter.states) : undefined,
    filter.type ? eq(table.type, filter.type) : undefined,
    filter.onlyLapsed ? eq(table.lapsed, true) : undefined,
    filter.user ? eq(requestOwnerTallies.userId, filter.user) : undefined,
    filter.corporate ? eq(requestOwnerTallies.corporateId, filter.corporate) : undefined,
    ownScope
      ? or(
          eq(requestOwnerTallies.userId, scope.userId),
          scope.corporateId ? eq(requestOwnerTallies.corporateId, scope.corporateId) : undefined,
        )
      : undefined,
  );
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${table.delta}), 0)`.mapWith(Number) })
    .from(table)
    .where(where);
  return row?.total ?? 0;
};

/**
 * Folds each key's deltas into one row (dropping keys that sum to zero), in one statement per table:
 * it deletes the rows its snapshot sees and inserts their sums, so deltas committed meanwhile stay as
 * they are, and a second run at the same time skips the rows the first deleted. Totals never change.
 * The global tallies are folded whole (a few hundred keys); the owners' (about a row per request)
 * only for the keys with deltas appended since the last fold.
 */
export const compactRequestTallies = async (db: Db): Promise<void> => {
  await db.execute(sql`with gone as (delete from ${requestTallies} returning state, type, lapsed, delta)
    insert into ${requestTallies} (state, type, lapsed, delta)
    select state, type, lapsed, sum(delta) from gone group by state, type, lapsed having sum(delta) <> 0`);
  await db.execute(sql`with touched as (
      select distinct user_id, corporate_id, state, type, lapsed from ${requestOwnerTallies} where not folded
    ), gone as (
      delete from ${requestOwnerTallies} tally using touched
      where tally.user_id = touched.user_id and tally.corporate_id is not distinct from touched.corporate_id
        and tally.state = touched.state and tally.type is not distinct from touched.type
        and tally.lapsed = touched.lapsed
      returning tally.user_id, tally.corporate_id, tally.state, tally.type, tally.lapsed, tally.delta
    )
    insert into ${requestOwnerTallies} (user_id, corporate_id, state, type, lapsed, delta, folded)
    select user_id, corporate_id, state, type, lapsed, sum(delta), true from gone
    group by user_id, corporate_id, state, type, lapsed having sum(delta) <> 0`);
};
