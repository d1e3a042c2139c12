import { randomUUID } from 'node:crypto';
import type { RequestState, RequestType } from '@cet-portal/api-client/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/database';
import { type RequestFilter, type RequestScope, requestConditions } from '../src/db/queries/requests';
import { compactRequestTallies, isTallied, tallyRequests } from '../src/db/queries/requestTallies';
import { countRows } from '../src/db/queries/sql';
import { requests, users } from '../src/db/schema';
import { createFreshDatabase } from './support/testServer';

const STATES: RequestState[] = ['DRAFT', 'PENDING', 'SUBMITTED', 'TO_INTEGRATE', 'ACCEPTED'];
const TYPES: (RequestType | null)[] = ['F', 'A1', null];

describe('request totals from the tallies, equal to counting the rows', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let databaseUrl: string | undefined;
  const companies = [randomUUID(), randomUUID()];
  const applicants = [randomUUID(), randomUUID(), randomUUID()];
  const companyOf = (userIndex: number) => (userIndex === 2 ? null : (companies[userIndex % 2] ?? null));

  const staff: RequestScope = { role: 'SEG', userId: randomUUID(), corporateId: null };
  const applicantScopes: RequestScope[] = applicants.map((userId, index) => ({
    role: 'RIC',
    userId,
    corporateId: companyOf(index),
  }));
  const filters: RequestFilter[] = [
    {},
    { states: ['PENDING'] },
    { states: ['PENDING', 'SUBMITTED'], type: 'F' },
    { type: 'A1' },
    { onlyLapsed: true },
    { states: [], type: '', studyTitle: '' },
    { user: applicants[0] },
    { user: applicants[1], states: ['DRAFT'] },
    { corporate: companies[0] },
    { corporate: companies[1], type: 'F', onlyLapsed: true },
  ];

  /** Every filter in every scope: the tallies' sum beside `count(*)` of the list's own condition. */
  const compare = async () => {
    const { db } = database;
    for (const scope of [staff, ...applicantScopes]) {
      for (const filter of filters) {
        const counted = await countRows(db, requests, requestConditions(filter, scope));
        expect({ scope, filter, total: await tallyRequests(db, filter, scope) }).toEqual({
          scope,
          filter,
          total: counted,
        });
      }
    }
  };

  let sequence = 0;
  const newRequests = (count: number, extra: Partial<typeof requests.$inferInsert> = {}) =>
    Array.from({ length: count }, () => {
      sequence += 1;
      const owner = sequence % applicants.length;
      return {
        id: randomUUID(),
        state: STATES[sequence % STATES.length] as RequestState,
        type: TYPES[sequence % TYPES.length] ?? null,
        userId: applicants[owner] as string,
        corporateId: companyOf(owner),
        updated: new Date(),
        integrationLapsed: sequence % 7 === 0 ? new Date() : null,
        ...extra,
      };
    });

  beforeAll(async () => {
    const fresh = await createFreshDatabase();
    drop = fresh.drop;
    databaseUrl = fresh.databaseUrl;
    database = await openDatabase({ dataDir: fresh.dataDir, databaseUrl });
    await database.migrate();
    const now = new Date();
    await database.db.insert(users).values(
      [...companies, ...applicants].map((id, index) => ({
        id,
        fiscalCode: `CF${index}${id.slice(0, 8)}`.toUpperCase(),
        name: 'N',
        surname: 'S',
        fullname: 'N S',
        isCorporate: index < companies.length,
        inserted: now,
        updated: now,
      })),
    );
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('given only list, owner and company filters, then the tallies answer; text, date and identifier filters count', () => {
    expect(isTallied({ states: ['PENDING'], type: 'F', user: 'u', corporate: 'c', onlyLapsed: true })).toBe(
      true,
    );
    expect(isTallied({ studyTitle: '', type: '', states: [], onlyLapsed: false })).toBe(true);
    expect(isTallied({ studyTitle: 'cuore' })).toBe(false);
    expect(isTallied({ sentOn: '2026-03-02' })).toBe(false);
    expect(isTallied({ identifier: 4 })).toBe(false);
    expect(isTallied({ onlyIntegrated: true })).toBe(false);
  });

  it('given requests inserted one by one and in bulk, clones among them, then every total equals the count', async () => {
    for (const row of newRequests(5)) await database.db.insert(requests).values(row);
    await database.db.insert(requests).values(newRequests(200));
    await database.db.insert(requests).values(newRequests(20, { isClone: true }));
    await compare();
    expect(await tallyRequests(database.db, {}, staff)).toBe(205);
  });

  it('given state, type, owner, lapse and clone changes, and edits that change no key, then the totals follow', async () => {
    const { db } = database;
    const ids = (await db.select({ id: requests.id }).from(requests).limit(60)).map((row) => row.id);
    await db
      .update(requests)
      .set({ state: 'ACCEPTED' })
      .where(inArray(requests.id, ids.slice(0, 20)));
    await db
      .update(requests)
      .set({ type: 'F', integrationLapsed: new Date() })
      .where(inArray(requests.id, ids.slice(10, 30)));
    await db
      .update(requests)
      .set({ userId: applicants[2] as string, corporateId: null })
      .where(inArray(requests.id, ids.slice(25, 40)));
    await db
      .update(requests)
      .set({ isClone: true })
      .where(inArray(requests.id, ids.slice(40, 45)));
    await db
      .update(requests)
      .set({ studyTitle: 'cuore' })
      .where(inArray(requests.id, ids.slice(45, 60)));
    await compare();
  });

  it('given deletions and a rolled-back transaction, then the totals follow only what was committed', async () => {
    const { db } = database;
    const ids = (await db.select({ id: requests.id }).from(requests).limit(30)).map((row) => row.id);
    await db.delete(requests).where(inArray(requests.id, ids.slice(0, 15)));
    await db
      .transaction(async (tx) => {
        await tx.delete(requests).where(inArray(requests.id, ids.slice(15, 30)));
        await tx.insert(requests).values(newRequests(10));
        // Inside the transaction its own changes count.
        expect(await tallyRequests(tx, {}, staff)).toBe(
          await countRows(tx, requests, requestConditions({}, staff)),
        );
        tx.rollback();
      })
      .catch(() => undefined);
    await compare();
  });

  it('given the tallies folded, then they hold one row per key and the same totals', async () => {
    await compactRequestTallies(database.db);
    const [row] = await database.rows<{ rows: number; keys: number }>(
      sql`select count(*)::int as rows, count(distinct (state, type, lapsed))::int as keys from request_tallies`,
    );
    expect(row?.rows).toBe(row?.keys);
    const [owners] = await database.rows<{ rows: number; keys: number; unfolded: number }>(
      sql`select count(*)::int as rows, count(*) filter (where not folded)::int as unfolded,
        count(distinct (user_id, corporate_id, state, type, lapsed))::int as keys from request_owner_tallies`,
    );
    expect(owners).toEqual({ rows: owners?.keys, keys: owners?.keys, unfolded: 0 });
    await compare();
  });

  it('given concurrent transactions writing requests and a fold running between them, then no total is lost', async () => {
    if (!databaseUrl) {
      // PGlite is one session: its transactions run one after another, which the tests above cover.
      await Promise.all([
        database.db.insert(requests).values(newRequests(30)),
        compactRequestTallies(database.db),
        database.db.update(requests).set({ state: 'PENDING' }).where(eq(requests.state, 'DRAFT')),
      ]);
      await compare();
      return;
    }
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 6 });
    try {
      // A second server instance's connections: its fold runs beside the writers.
      const other = await openDatabase({ dataDir: '', databaseUrl });
      const writer = async (round: number) => {
        const client = await pool.connect();
        try {
          await client.query('begin');
          const rows = newRequests(10);
          for (const row of rows) {
            await client.query(
              'insert into requests (id, state, type, user_id, corporate_id, updated) values ($1, $2, $3, $4, $5, now())',
              [row.id, row.state, row.type, row.userId, row.corporateId],
            );
          }
          await client.query(`update requests set state = 'SUBMITTED' where id = $1`, [rows[0]?.id]);
          await new Promise((resolve) => setTimeout(resolve, 5 * (round % 3)));
          await client.query(round % 4 === 3 ? 'rollback' : 'commit');
        } finally {
          client.release();
        }
      };
      await Promise.all([
        ...Array.from({ length: 12 }, (_, round) => writer(round)),
        compactRequestTallies(other.db),
        compactRequestTallies(database.db),
      ]);
      await compactRequestTallies(other.db);
      await other.close();
    } finally {
      await pool.end();
    }
    await compare();
  });

  it('given the requests emptied by TRUNCATE, then every total is zero', async () => {
    await database.db.execute(sql`truncate requests cascade`);
    await compare();
    expect(await tallyRequests(database.db, {}, staff)).toBe(0);
  });
});
