import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/database';
import { throughCursor } from '../src/exports/table';
import { createFreshDatabase } from './support/testServer';

/** The export's one pass: a cursor in one snapshot, on PGlite or on PostgreSQL (DATABASE_URL). */
describe('rows of an export read through one cursor', () => {
  let fresh: Awaited<ReturnType<typeof createFreshDatabase>>;
  let database: Database;

  beforeAll(async () => {
    fresh = await createFreshDatabase();
    database = await openDatabase({ dataDir: fresh.dataDir, databaseUrl: fresh.databaseUrl });
  });

  afterAll(async () => {
    await database.close();
    await fresh.drop();
  });

  /** Every row a cursor yields (Node 20 has no Array.fromAsync). */
  const all = async <Row>(rows: AsyncIterable<Row[]>): Promise<Row[]> => {
    const list: Row[] = [];
    for await (const batch of rows) list.push(...batch);
    return list;
  };

  const numbers = (count: number) => sql`select n from generate_series(1, ${count}::int) n order by n`;

  it('yields every row in the query’s order across batches, and ends its transaction', async () => {
    const seen: number[] = [];
    const sizes: number[] = [];
    for await (const batch of throughCursor<{ n: number }>(database.db, numbers(12_003), 5_000)) {
      sizes.push(batch.length);
      seen.push(...batch.map((row) => row.n));
    }
    expect(sizes).toEqual([5_000, 5_000, 2_003]);
    expect(seen).toHaveLength(12_003);
    expect(seen.slice(0, 3)).toEqual([1, 2, 3]);
    expect(seen.at(-1)).toBe(12_003);
    // Outside any transaction again: a cursor left open would make this fail ("cursor already exists").
    const again = throughCursor<{ n: number }>(database.db, numbers(2), 5_000);
    expect((await all(again)).map((row) => row.n)).toEqual([1, 2]);
  });

  it('given a download dropped midway, then its transaction ends and the database answers the next query', async () => {
    for await (const batch of throughCursor<{ n: number }>(database.db, numbers(20_000), 5_000)) {
      if (batch.some((row) => row.n === 3)) break;
    }
    // On PGlite, a single session, a transaction left open would keep this query waiting forever.
    const rows = await database.rows<{ value: number }>(sql`select 42 as value`);
    expect(rows[0]?.value).toBe(42);
  });

  it('given a failing query, then the consumer gets the error instead of a truncated file', async () => {
    const failing = throughCursor(database.db, sql`select 1 / (n - 2) from generate_series(1, 3) n`, 1);
    // The second row divides by zero; drizzle wraps the database's error as the cause of its own.
    await expect(all(failing)).rejects.toMatchObject({
      cause: expect.objectContaining({ message: expect.stringMatching(/division by zero/) }),
    });
    const rows = await database.rows<{ value: number }>(sql`select 7 as value`);
    expect(rows[0]?.value).toBe(7);
  });
});
