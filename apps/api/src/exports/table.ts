import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowsOf } from '../db/queries/sql';

export type Cell = string | number | null;

/**
 * A list to export: its title, column headings with relative widths, and its rows as they arrive, a
 * batch at a time (one async step per batch, not per row: per-row steps cost more than the database's
 * part of a 100,000-row export).
 */
export interface ExportTable {
  title: string;
  columns: readonly { heading: string; width: number }[];
  rows: AsyncIterable<Cell[][]>;
}

const BATCH_SIZE = 500;

/**
 * Rows read from the database a batch at a time, so an export never holds the whole list:
 * `fetch(offset, limit)` must return the rows of one page of a stable order.
 */
export async function* inBatches<Row>(
  fetch: (offset: number, limit: number) => Promise<Row[]>,
  batchSize = BATCH_SIZE,
): AsyncGenerator<Row[]> {
  for (let offset = 0; ; offset += batchSize) {
    const rows = await fetch(offset, batchSize);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
  }
}

/** Rows fetched from the export's cursor per round trip: a few MB of a list held at a time. */
const CURSOR_BATCH_SIZE = 5_000;

interface Fetched<Row> {
  rows: Row[];
  last: boolean;
  /** Lets the transaction fetch the next batch (true) or end (false). */
  next: (more: boolean) => void;
}

/**
 * The rows of one query in one pass, a batch at a time: a server-side cursor in one read-only REPEATABLE READ
 * transaction — one snapshot, one plan, one sort, derived columns computed only for the rows read —
 * fetched one batch ahead of the consumer, so memory stays flat (two batches at most). LIMIT/OFFSET pages
 * sorted everything up to their offset again (N²); batches by key paid a key lookup per row. The JIT
 * is off: a sort of every request passes its cost threshold, and compiling cost more than running.
 * The transaction lasts as long as the download; on PGlite, a single session, other calls wait for
 * it, as they wait for any query there. A consumer that stops early (a dropped download) ends it.
 */
export async function* throughCursor<Row>(
  db: Db,
  query: SQL,
  batchSize = CURSOR_BATCH_SIZE,
): AsyncGenerator<Row[]> {
  let offer: (fetched: Fetched<Row>) => void = () => {};
  const nextFetched = () =>
    new Promise<Fetched<Row>>((resolve) => {
      offer = resolve;
    });
  let pending = nextFetched();
  const finished = db.transaction(
    async (tx) => {
      await tx.execute(sql`set local jit = off`);
      await tx.execute(sql`declare export_rows no scroll cursor for ${query}`);
      const fetchBatch = () => rowsOf<Row>(tx, sql.raw(`fetch ${batchSize} from export_rows`));
      let rows = await fetchBatch();
      for (;;) {
        const last = rows.length < batchSize;
        const handed = new Promise<boolean>((next) => offer({ rows, last, next }));
        if (last) return void (await handed);
        // The next batch is read while the consumer writes this one: the database's part and the
        // file's overlap instead of taking turns.
        const ahead = fetchBatch();
        // Awaited below; until then a failure must not count as unhandled.
        ahead.catch(() => undefined);
        const more = await handed;
        rows = await ahead;
        if (!more) return;
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  // A failure reaches the consumer through the race below; this keeps it from also being unhandled.
  finished.catch(() => undefined);
  let release: ((more: boolean) => void) | undefined;
  try {
    for (;;) {
      const fetched = await Promise.race([pending, finished.then(() => undefined)]);
      if (!fetched) break;
      if (fetched.last) {
        // Ended before the last rows are written: the session is free sooner.
        fetched.next(false);
        if (fetched.rows.length > 0) yield fetched.rows;
        break;
      }
      release = fetched.next;
      yield fetched.rows;
      release = undefined;
      pending = nextFetched();
      fetched.next(true);
    }
  } finally {
    release?.(false);
  }
  await finished;
}
