import { type AnyColumn, count, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../database';

export const iso = (date: Date): string => date.toISOString();
export const isoOrNull = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** `%`, `_` and `\` are wildcards of LIKE: a user's text matches them literally. */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Case-insensitive partial match (served by the trigram indexes); no condition for an empty filter. */
export const containsText = (column: AnyColumn | SQL, text: string | undefined): SQL | undefined =>
  text ? sql`${column} ilike ${`%${escapeLike(text)}%`}` : undefined;

/** The instant falls on the given calendar day (`yyyy-MM-dd`) in Italian time. */
export const onRomeDay = (column: AnyColumn, day: string | undefined): SQL | undefined =>
  day
    ? sql`${column} >= (${day}::date::timestamp at time zone 'Europe/Rome')
        and ${column} < ((${day}::date + 1)::timestamp at time zone 'Europe/Rome')`
    : undefined;

/** Sorts of the wire (`{ field: 1 | -1 }`, key order is precedence); empty values go last either way. */
export const orderByFields = <Field extends string>(
  sort: Partial<Record<Field, 1 | -1>>,
  columns: Record<Field, AnyColumn | SQL>,
  tiebreaker: AnyColumn,
): SQL[] => [
  ...(Object.entries(sort) as [Field, 1 | -1][]).map(([field, direction]) =>
    direction === 1 ? sql`${columns[field]} asc nulls last` : sql`${columns[field]} desc nulls last`,
  ),
  sql`${tiebreaker} asc`,
];

/** Text sorts ignore case, whatever the database's collation. */
export const lower = (column: AnyColumn): SQL => sql`lower(${column})`;

export const countRows = async (db: Db, table: PgTable, where: SQL | undefined): Promise<number> => {
  const [row] = await db.select({ value: count() }).from(table).where(where);
  return row?.value ?? 0;
};

/**
 * The next version of a row: the server's clock, but always after the current value, so two quick
 * changes never share an `updated` and a stale copy is always detected.
 */
export const nextVersion = (column: AnyColumn, now: Date): SQL<Date> =>
  sql`greatest(${iso(now)}::timestamptz, ${column} + interval '1 millisecond')`.mapWith(
    (value: Date | string) => new Date(value),
  );

/** Rows of a raw statement on a database or a transaction (both drivers answer `{ rows }`). */
export const rowsOf = async <Row>(db: Db, query: SQL): Promise<Row[]> =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
