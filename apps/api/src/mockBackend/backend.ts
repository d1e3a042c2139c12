import type { CallKey, RoleName } from '@cet-portal/api-client/contract';
import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql, TransactionRollbackError } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import type { FastifyBaseLogger, FastifyError } from 'fastify';
import { dispatch } from '../calls/dispatch';
import type { ServerConfig } from '../config';
import { StreamedFile } from '../core/streamedFile';
import type { Database, Db } from '../db/database';
import * as schema from '../db/schema';
import { errorAnswer } from '../http/errorAnswer';
import { base64Pieces } from '../http/streamedFile';
import { runProtocolJob } from '../jobs/protocol';

/** One call as the mocks' handler hands it over: who calls is a fiscal code, as the server's token says. */
export interface MockCall {
  key: CallKey;
  /** The envelope's input with the path's parameters, not validated yet: the server validates it. */
  input: Record<string, unknown>;
  /** Null for a caller with no identity (no token, no role). */
  fiscalCode: string | null;
  role: RoleName | null;
}

/** The server's answer: its status and the wire's `{ data }` or `{ error }`. */
export interface MockAnswer {
  status: number;
  body: unknown;
}

export interface MockServerBackend {
  answer(call: MockCall): Promise<MockAnswer>;
  /** What the server's protocol job does on its timer: a protocol for every request waiting for one. */
  runProtocolJob(): Promise<void>;
  /** Back to the world as it was loaded: every change since the last reset is rolled back. */
  reset(): Promise<void>;
}

/** The mocks' log: only what the server would log as an error, on the console of the story or test. */
const mockLog = {
  level: 'error',
  fatal: console.error,
  error: console.error,
  warn: () => {},
  info: () => {},
  debug: () => {},
  trace: () => {},
  silent: () => {},
  child: () => mockLog,
} as unknown as FastifyBaseLogger;

/**
 * The server's Database over drizzle on PGlite's one session (a story's open transaction, once one is
 * open): with one session, locks are never contended.
 */
const sessionDatabase = (tx: Db): Database => ({
  kind: 'pglite',
  db: tx,
  rows: async <Row>(query: SQL) => ((await tx.execute(query)) as unknown as { rows: Row[] }).rows,
  withAdvisoryLock: async (_key, task) => ({ acquired: true, value: await task() }),
  migrate: async () => {},
  ping: async () => {},
  close: async () => {},
});

/** The mocks' token is the fiscal code itself: the server's checks on the user and its role stay. */
// The mocks' callers are named by fiscal code alone: no issuer gives them an address or names.
const verifyFiscalCode = async (fiscalCode: string) => ({
  fiscalCode,
  email: null,
  givenName: null,
  familyName: null,
});

interface OpenTransaction {
  tx: Db;
  /** Rolls the transaction back; resolves when PGlite is free again. */
  end(): Promise<void>;
}

/**
 * Every change of a story happens inside one transaction, rolled back by `reset`: the world is loaded
 * once and never copied. The server's own transactions become savepoints inside it.
 */
const openTransaction = (db: Db): Promise<OpenTransaction> =>
  new Promise((opened, failed) => {
    let release = () => {};
    const done = db
      .transaction(async (tx) => {
        const released = new Promise<void>((resolve) => {
          release = resolve;
        });
        opened({ tx, end: () => (release(), done) });
        await released;
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) failed(error);
      });
  });

/**
 * A rollback does not move sequences back: their values are read at the start and set again. Read from
 * each sequence itself: `pg_sequences` shows no value for one this session has not used yet, which is
 * every one of a database started from a dump.
 */
const sequenceValues = async ({ rows }: Database) => {
  const names = await rows<{ name: string }>(
    sql`select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name from pg_sequences`,
  );
  return Promise.all(
    names.map(async ({ name }) => {
      const [state] = await rows<{ value: string; called: boolean }>(
        sql`select last_value::text as value, is_called as called from ${sql.raw(name)}`,
      );
      if (!state) throw new Error(`Sequenza ${name} illeggibile`);
      return { name, ...state };
    }),
  );
};

/**
 * The server's call table over a PGlite that holds the mocks' world: the mocks answer as the server does
 * because they are the server, minus PostgreSQL and HTTP. Calls run one at a time, each in a savepoint,
 * so a refused call leaves nothing behind, as a refused call of the server leaves nothing.
 */
export const createMockServerBackend = async (
  client: PGlite,
  config: ServerConfig,
): Promise<MockServerBackend> => {
  const db = drizzle({ client, schema }) as unknown as Db;
  const sequences = await sequenceValues(sessionDatabase(db));
  let open = await openTransaction(db);
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <Value>(task: () => Promise<Value>): Promise<Value> => {
    const run = queue.then(task, task);
    queue = run.catch(() => {});
    return run;
  };

  const runCall = async ({ key, input, fiscalCode, role }: MockCall, tx: Db) => {
    const answer = await dispatch(
      { key, input, authorization: fiscalCode === null ? undefined : `Bearer ${fiscalCode}`, role },
      { context: { database: sessionDatabase(tx), config, log: mockLog }, verify: verifyFiscalCode },
    );
    if (!(answer instanceof StreamedFile)) return answer;
    let data = '';
    for await (const piece of base64Pieces(answer.content)) data += piece;
    return { data: { fileName: answer.fileName, contentType: answer.contentType, data } };
  };

  return {
    answer: (call) =>
      serially(async () => {
        try {
          const body = await open.tx.transaction((tx) => runCall(call, tx as unknown as Db));
          return { status: 200, body };
        } catch (error) {
          return errorAnswer(error as FastifyError, mockLog);
        }
      }),
    runProtocolJob: () =>
      serially(async () => {
        await runProtocolJob(sessionDatabase(open.tx));
      }),
    reset: () =>
      serially(async () => {
        await open.end();
        for (const { name, value, called } of sequences) {
          await db.execute(sql`select setval(${name}, ${value}::bigint, ${called})`);
        }
        open = await openTransaction(db);
      }),
  };
};
