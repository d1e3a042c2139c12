export type Cell = string | number | null;

/** A list to export: its title, column headings with relative widths, and its rows as they arrive. */
export interface ExportTable {
  title: string;
  columns: readonly { heading: string; width: number }[];
  rows: AsyncIterable<Cell[]>;
}

const BATCH_SIZE = 500;

/**
 * Rows read by key per query: a key lookup costs the same whatever its place in the list, so larger
 * batches only save round trips; 2,000 rows of a list are a few hundred KB held at a time.
 */
const KEY_BATCH_SIZE = 2_000;

/**
 * Rows read from the database a batch at a time, so an export never holds the whole list:
 * `fetch(offset, limit)` must return the rows of one page of a stable order.
 */
export async function* inBatches<Row>(
  fetch: (offset: number, limit: number) => Promise<Row[]>,
  batchSize = BATCH_SIZE,
): AsyncGenerator<Row> {
  for (let offset = 0; ; offset += batchSize) {
    const rows = await fetch(offset, batchSize);
    yield* rows;
    if (rows.length < batchSize) return;
  }
}

/**
 * Rows of a list in one pass: `order()` returns every matching key in the list's order (one query,
 * one sort, keys only), then `load(keys)` reads the rows of a batch of keys at a time — derived
 * columns computed for those rows only — and they are yielded in the keys' order. Unlike pages by
 * OFFSET, which scan and sort everything up to their offset, the time grows with N, not N².
 * A row deleted between the two steps is left out; one changed shows as it is when its batch is read.
 */
export async function* inKeyOrder<Row extends { key: string }>(
  order: () => Promise<string[]>,
  load: (keys: string[]) => Promise<Row[]>,
  batchSize = KEY_BATCH_SIZE,
): AsyncGenerator<Row> {
  const keys = await order();
  for (let start = 0; start < keys.length; start += batchSize) {
    const batch = keys.slice(start, start + batchSize);
    const byKey = new Map((await load(batch)).map((row) => [row.key, row]));
    for (const key of batch) {
      const row = byKey.get(key);
      if (row) yield row;
    }
  }
}
