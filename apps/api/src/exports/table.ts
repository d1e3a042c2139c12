export type Cell = string | number | null;

/** A list to export: its title, column headings with relative widths, and its rows as they arrive. */
export interface ExportTable {
  title: string;
  columns: readonly { heading: string; width: number }[];
  rows: AsyncIterable<Cell[]>;
}

const BATCH_SIZE = 500;

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
