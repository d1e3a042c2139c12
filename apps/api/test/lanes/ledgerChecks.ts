import { createHash } from 'node:crypto';
import type { RequestState } from '@cet-portal/api-client';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/db/database';
import type { Api, Caller } from '../support/api';
import { integrityViolations } from './integrity';
import type { Ledger } from './workload';

/** Runs `task` over `items`, `concurrency` at a time. */
const eachLimited = async <Item>(items: Item[], concurrency: number, task: (item: Item) => Promise<void>) => {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await task(items[next++] as Item);
    }),
  );
};

/**
 * Runs the protocol job until nothing waits for a protocol. One run is not enough: a run already under
 * way (the timer's) is joined, and it only registers what was waiting when it began; on two instances
 * the other one may hold the lock.
 */
export const registerEverySending = async (database: Database, run: () => Promise<unknown>) => {
  for (;;) {
    await run();
    const [waiting] = await database.rows<{ count: number }>(
      sql`select count(*)::int as count from requests where state in ('WAIT_PROT', 'WAIT_PROT_CER')`,
    );
    if (waiting?.count === 0) return;
  }
};

/**
 * After a load run (and a last protocol run): every write the server accepted is there exactly once,
 * nothing it did not accept is, identifiers and protocol numbers run without a gap, every state change
 * has one log row, and every accepted upload reads back through the API with its exact bytes.
 */
export const expectLedgerKept = async (database: Database, api: Api, ledger: Ledger, reader: Caller) => {
  expect(await integrityViolations(database)).toEqual([]);

  const identifiers = await database.rows<{ identifier: number }>(
    sql`select identifier from requests where not is_clone and identifier is not null order by identifier`,
  );
  expect(identifiers.map((row) => row.identifier)).toEqual(
    Array.from({ length: ledger.sent.size }, (_, index) => index + 1),
  );
  const [protocolCount] = await database.rows<{ count: number }>(
    sql`select count(*)::int as count from protocols`,
  );
  expect(protocolCount?.count).toBe(ledger.sent.size);

  const logs = await database.rows<{ operation: string; count: number }>(
    sql`select operation, count(*)::int as count from request_logs group by operation order by operation`,
  );
  const expectedLogs: Record<string, number> = {
    CREATE: ledger.created.size,
    DRAFT_SAVE: ledger.saves,
    SEND: ledger.sent.size,
    PROTOCOL: ledger.sent.size,
    DECISION: ledger.decisions.size,
  };
  expect(Object.fromEntries(logs.map((row) => [row.operation, row.count]))).toEqual(
    Object.fromEntries(Object.entries(expectedLogs).filter(([, count]) => count > 0)),
  );

  const states = await database.rows<{ id: string; state: RequestState }>(
    sql`select id, state from requests where not is_clone`,
  );
  const expectedState = (id: string): RequestState =>
    ledger.decisions.get(id) ?? (ledger.sent.has(id) ? 'PENDING' : 'DRAFT');
  expect(Object.fromEntries(states.map((row) => [row.id, row.state]))).toEqual(
    Object.fromEntries([...ledger.created].map((id) => [id, expectedState(id)])),
  );

  const stored = await database.rows<{ id: string; sha256: string }>(
    sql`select id, sha256 from documents where owner_id is not null`,
  );
  expect(new Map(stored.map((row) => [row.id, row.sha256]))).toEqual(ledger.uploads);
  let readBack = 0;
  await eachLimited([...ledger.uploads], 8, async ([id, digest]) => {
    const file = await api.ok('document.get', { id }, reader);
    expect(createHash('sha256').update(Buffer.from(file.data, 'base64')).digest('hex'), id).toBe(digest);
    readBack += 1;
  });
  return { readBack };
};
