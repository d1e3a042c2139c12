import type { Request } from '@cet-portal/api-client/contract';
import { TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/database';
import { loadRequests } from '../src/db/queries/requests';
import { readTogether } from '../src/db/queries/sql';
import { requests, users } from '../src/db/schema';
import { createFreshDatabase } from './support/testServer';

/** How a list page reads its requests: together over the pool, in order inside a transaction. */
describe('reads of a list page', () => {
  let fresh: Awaited<ReturnType<typeof createFreshDatabase>>;
  let database: Database;

  beforeAll(async () => {
    fresh = await createFreshDatabase();
    database = await openDatabase({ dataDir: fresh.dataDir, databaseUrl: fresh.databaseUrl });
    await database.migrate();
  });

  afterAll(async () => {
    await database.close();
    await fresh.drop();
  });

  /** A read that says when it starts and ends, and takes a little while in between. */
  const recorded = (events: string[], name: string) => async () => {
    events.push(`${name} starts`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    events.push(`${name} ends`);
    return name;
  };

  it('runs independent reads at once outside a transaction, and answers them in their order', async () => {
    const events: string[] = [];
    const answers = await readTogether(database.db, [recorded(events, 'a'), recorded(events, 'b')]);
    expect(answers).toEqual(['a', 'b']);
    expect(events).toEqual(['a starts', 'b starts', 'a ends', 'b ends']);
  });

  it('runs them one after another inside a transaction, whose one connection takes one query at a time', async () => {
    const events: string[] = [];
    const answers = await database.db.transaction((tx) =>
      readTogether(tx, [recorded(events, 'a'), recorded(events, 'b')]),
    );
    expect(answers).toEqual(['a', 'b']);
    expect(events).toEqual(['a starts', 'a ends', 'b starts', 'b ends']);
  });

  it('given a request written in a transaction, then the loaders read it inside that transaction, and nobody else sees it', async () => {
    const now = new Date('2026-11-25T10:00:00.000Z');
    // The loaders are built once on the database: read them there first, so the transaction's must differ.
    expect(await loadRequests(database.db, ['draft-1'])).toEqual([]);
    let inside: Request | undefined;
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(users).values({
          id: 'user-1',
          fiscalCode: 'RSSMRA80A01H501U',
          name: 'Mario',
          surname: 'Rossi',
          fullname: 'Mario Rossi',
          inserted: now,
          updated: now,
        });
        await tx.insert(requests).values({ id: 'draft-1', state: 'DRAFT', userId: 'user-1', updated: now });
        [inside] = await loadRequests(tx, ['draft-1']);
        tx.rollback();
      }),
    ).rejects.toThrow(TransactionRollbackError);
    expect(inside).toMatchObject({ _id: 'draft-1', state: 'DRAFT', user: 'user-1', logs: [] });
    expect(inside?.updated).toBe('2026-11-25T10:00:00.000Z');
    expect(await loadRequests(database.db, ['draft-1'])).toEqual([]);
  });
});
