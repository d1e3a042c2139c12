import { CSV_FORMAT, safeCsvCell } from '@cet-portal/api-client/contract';
import { stringify } from 'csv-stringify/sync';
import type { Cell, ExportTable } from './table';

/**
 * Rows per piece of the CSV (~64 KiB: a row is a hundred-odd bytes). Each piece is written in one
 * synchronous call and goes through base64, the JSON envelope and compression as one write: a
 * stream stage per row cost more than the database's part of an export.
 */
const PIECE_ROWS = 500;

/** CSV for Italian Excel: UTF-8 with BOM, `;` separator, CRLF line ends, streamed in pieces of rows. */
export async function* csvContent(table: ExportTable): AsyncGenerator<Buffer> {
  const columns = table.columns.map((column) => column.heading);
  let first = true;
  let rows: Cell[][] = [];
  const piece = () => {
    // The BOM and the header row open the file only.
    const text = stringify(rows, { ...CSV_FORMAT, bom: first && CSV_FORMAT.bom, header: first, columns });
    first = false;
    rows = [];
    return Buffer.from(text);
  };
  for await (const row of table.rows) {
    rows.push(row.map(safeCsvCell));
    if (rows.length >= PIECE_ROWS) yield piece();
  }
  if (first || rows.length > 0) yield piece();
}
