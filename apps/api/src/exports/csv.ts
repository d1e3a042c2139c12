import { CSV_FORMAT, safeCsvCell } from '@cet-portal/api-client/contract';
import { stringify } from 'csv-stringify/sync';
import type { Cell, ExportTable } from './table';

/**
 * Rows per piece of the CSV (~64 KiB: a row is a hundred-odd bytes). Each piece is written in one
 * synchronous call and goes through base64, the JSON envelope and compression as one write: a
 * stream stage per row cost more than the database's part of an export, and pieces of a whole batch
 * (~750 KiB) cost more server CPU than these (large strings, larger compression writes).
 */
const PIECE_ROWS = 500;

/** CSV for Italian Excel: UTF-8 with BOM, `;` separator, CRLF line ends, streamed in pieces of rows. */
export async function* csvContent(table: ExportTable): AsyncGenerator<Buffer> {
  const columns = table.columns.map((column) => column.heading);
  let first = true;
  const piece = (rows: Cell[][]) => {
    // The BOM and the header row open the file only.
    const text = stringify(rows, { ...CSV_FORMAT, bom: first && CSV_FORMAT.bom, header: first, columns });
    first = false;
    return Buffer.from(text);
  };
  for await (const batch of table.rows) {
    for (let start = 0; start < batch.length; start += PIECE_ROWS) {
      yield piece(batch.slice(start, start + PIECE_ROWS).map((row) => row.map(safeCsvCell)));
    }
  }
  if (first) yield piece([]);
}
