import { type AnyColumn, count, is, type SQL, sql } from 'drizzle-orm';
import { type PgTable, PgTransaction } from 'drizzle-orm/pg-core';
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

/**
 * Independent reads at once: on the pool each takes a connection of its own, so a call waits for the
 * slowest of them rather than for their sum. A transaction holds one connection, where node-postgres
 * runs one query at a time (and deprecates queueing another), so there they run one after another.
 */
export const readTogether = async <const Reads extends readonly (() => Promise<unknown>)[]>(
  db: Db,
  reads: Reads,
): Promise<{ -readonly [Index in keyof Reads]: Awaited<ReturnType<Reads[Index]>> }> => {
  type Results = { -readonly [Index in keyof Reads]: Awaited<ReturnType<Reads[Index]>> };
  if (!is(db, PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Results;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results;
};

/**
 * A list's rows, then the stored documents they name (a request's forms, a meeting's minutes): the
 * second read needs the first's answer, so it follows it, and is skipped when no row names one.
 */
export const rowsThenTheirFiles = async <Row, File>(
  readRows: () => Promise<Row[]>,
  fileIdsOf: (row: Row) => readonly (string | null)[],
  readFiles: (ids: string[]) => Promise<File[]>,
): Promise<{ rows: Row[]; files: File[] }> => {
  const rows = await readRows();
  const ids = rows.flatMap(fileIdsOf).filter((id): id is string => id !== null);
  return { rows, files: ids.length === 0 ? [] : await readFiles(ids) };
};

/**
 * Statements whose text never changes, built by drizzle once per database (or transaction) object
 * instead of at every call: building a list page's loaders cost about 1 ms of its time
 * (docs/BENCHMARKS.md, eighth round). Their values come as placeholders (`sql.placeholder`).
 */
export const builtOnce = <Built>(build: (db: Db) => Built): ((db: Db) => Built) => {
  const built = new WeakMap<Db, Built>();
  return (db) => {
    let statements = built.get(db);
    if (!statements) {
      statements = build(db);
      built.set(db, statements);
    }
    return statements;
  };
};

/**
 * The name given to drizzle's `prepare`: none. node-postgres then sends the statement unnamed, parsed
 * and planned by the database at each run exactly as an unprepared query is (no plan kept on the
 * connection), so only the building in JavaScript is saved. PGlite ignores the name.
 */
export const UNNAMED = '';

/** `column = any($n)`: one array parameter for a whole list of ids, so the statement text never changes. */
export const inList = (column: AnyColumn, name: string): SQL =>
  sql`${column} = any(${sql.placeholder(name)})`;
