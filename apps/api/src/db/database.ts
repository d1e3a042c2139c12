import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DocumentStoreSettings } from '../config';
import { type DocumentStore, isContentStore } from '../documents/store/documentStore';
import { openDocumentStore } from '../documents/store/openDocumentStore';
import { migrationsFolder } from './migrations';
import * as schema from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

/** Drizzle over either driver, or a transaction of it: both speak PostgreSQL, so every query is written once. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type LockResult<Value> = { acquired: true; value: Value } | { acquired: false };

export interface Database {
  kind: DatabaseKind;
  db: Db;
  /**
   * Where documents' bytes live (`DOCUMENT_STORE`), opened and closed with the database. Absent means
   * the database itself: the mocks' backend, in a browser, builds its Database without one.
   */
  documents?: DocumentStore;
  /** Rows of a raw statement, for the few queries the query builder does not express. */
  rows<Row>(query: SQL): Promise<Row[]>;
  /**
   * Runs `task` while this process holds the PostgreSQL advisory lock `key` on one session. With
   * `wait` false it gives up at once when another session holds it (`pg_try_advisory_lock`).
   */
  withAdvisoryLock<Value>(
    key: number,
    task: () => Promise<Value>,
    options: { wait: boolean },
  ): Promise<LockResult<Value>>;
  /** Applies the committed migrations (`apps/api/drizzle`) not applied yet. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a query. */
  ping(): Promise<void>;
  /**
   * The PostgreSQL pool's connections now (open, idle, and queries waiting for one), for the metrics;
   * absent on PGlite, which is one session inside the process, with no pool to watch.
   */
  connections?: () => { total: number; idle: number; waiting: number; max: number };
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** Told about a pooled connection that failed while idle (the pool replaces it). */
  onIdleError?: (error: Error) => void;
  /**
   * Told every statement the server sends, as sent (text and parameters): LOG_LEVEL=trace logs them,
   * and the bench replays them to time the same SQL beside the call (docs/BENCHMARKS.md).
   */
  onQuery?: ((query: string, params: unknown[]) => void) | undefined;
  /** `DOCUMENT_STORE` and its settings; by default files under `dataDir` on PGlite, the database on PostgreSQL. */
  documentStore?: DocumentStoreSettings | undefined;
}

type QueryListener = DatabaseOptions['onQuery'];

const queryLogger = (onQuery: QueryListener) => (onQuery ? { logger: { logQuery: onQuery } } : {});

const lockStatement = (key: number, wait: boolean) =>
  wait
    ? `select pg_advisory_lock(${key}) is null as locked`
    : `select pg_try_advisory_lock(${key}) as locked`;

/** Connections one instance opens at most: several instances share the server's max_connections. */
const POOL_SIZE = 10;

const openPostgres = (
  databaseUrl: string,
  onIdleError: (error: Error) => void,
  onQuery: QueryListener,
): Database => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE });
  // Without a listener, an idle connection dropped by the server would crash the process.
  pool.on('error', onIdleError);
  const db = drizzleNodePostgres({ client: pool, schema, ...queryLogger(onQuery) });
  return {
    kind: 'postgres',
    db: db as unknown as Db,
    rows: async <Row>(query: SQL) => (await db.execute(query)).rows as Row[],
    withAdvisoryLock: async (key, task, { wait }) => {
      // A session-level lock belongs to one connection: hold a client of the pool for the whole task.
      const client = await pool.connect();
      try {
        const { rows } = await client.query<{ locked: boolean }>(lockStatement(key, wait));
        if (!wait && !rows[0]?.locked) return { acquired: false };
        try {
          return { acquired: true, value: await task() };
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        client.release();
      }
    },
    migrate: async () => migrateNodePostgres(db, { migrationsFolder: await migrationsFolder() }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    connections: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: POOL_SIZE,
    }),
    close: () => pool.end(),
  };
};

const openPglite = async (dataDir: string, onQuery: QueryListener): Promise<Database> => {
  await mkdir(dataDir, { recursive: true });
  // One instance per server: PGlite is a single session that serialises every query and transaction.
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema, ...queryLogger(onQuery) });
  return {
    kind: 'pglite',
    db: db as unknown as Db,
    rows: async <Row>(query: SQL) => (await db.execute(query)).rows as Row[],
    withAdvisoryLock: async (key, task, { wait }) => {
      const { rows } = await client.query<{ locked: boolean }>(lockStatement(key, wait));
      if (!wait && !rows[0]?.locked) return { acquired: false };
      try {
        return { acquired: true, value: await task() };
      } finally {
        await client.query('select pg_advisory_unlock($1)', [key]);
      }
    },
    migrate: async () => migratePglite(db, { migrationsFolder: await migrationsFolder() }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
};

/** PostgreSQL when a URL is given, otherwise the embedded PGlite in `dataDir`; with its document store. */
export const openDatabase = async ({
  dataDir,
  databaseUrl,
  onIdleError = () => {},
  onQuery,
  documentStore = {},
}: DatabaseOptions): Promise<Database> => {
  const database = databaseUrl
    ? openPostgres(databaseUrl, onIdleError, onQuery)
    : await openPglite(dataDir, onQuery);
  const documents = await openDocumentStore(documentStore, { dataDir, databaseKind: database.kind });
  return {
    ...database,
    documents,
    close: async () => {
      if (isContentStore(documents)) await documents.close();
      await database.close();
    },
  };
};
