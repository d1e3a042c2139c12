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

type Columns = ExportTable['columns'];

/** The CSV of some rows; the BOM and the header row only when `opening` (they open the file only). */
const csvPiece = (columns: Columns, rows: Cell[][], opening: boolean) =>
  stringify(rows, {
    ...CSV_FORMAT,
    bom: opening && CSV_FORMAT.bom,
    header: opening,
    columns: columns.map((column) => column.heading),
  });

/** One cell as the file writes it (formula guard, quotes), for texts the database pastes into its lines. */
export const csvCell = (cell: Cell): string =>
  stringify([[safeCsvCell(cell)]], { ...CSV_FORMAT, bom: false, eof: false });

/** CSV for Italian Excel: UTF-8 with BOM, `;` separator, CRLF line ends, streamed in pieces of rows. */
export async function* csvContent(table: ExportTable): AsyncGenerator<Buffer> {
  let first = true;
  const piece = (rows: Cell[][]) => {
    const text = csvPiece(table.columns, rows, first);
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

/** Bytes of a piece the rest of the way (base64, the envelope, compression) takes in one write. */
const PIECE_BYTES = 64 * 1024;

/**
 * The CSV of records already written (by the database: exports/csvSql.ts), after the BOM and the
 * header row. The header waits for the first records, so a failing query fails before the answer
 * starts. The records are copied straight into pieces of the size `csvContent` writes: no joined
 * text per batch, whose large strings the garbage collector keeps longest.
 */
export async function* csvOfRecords(
  columns: Columns,
  records: AsyncIterable<string[]>,
): AsyncGenerator<Buffer> {
  let opening: Buffer | undefined = Buffer.from(csvPiece(columns, [], true));
  let piece = Buffer.allocUnsafe(PIECE_BYTES);
  let used = 0;
  for await (const batch of records) {
    if (opening) yield opening;
    opening = undefined;
    for (const record of batch) {
      const bytes = Buffer.byteLength(record);
      if (used + bytes > piece.length) {
        if (used > 0) yield piece.subarray(0, used);
        piece = Buffer.allocUnsafe(Math.max(PIECE_BYTES, bytes));
        used = 0;
      }
      used += piece.write(record, used);
    }
  }
  if (opening) yield opening;
  if (used > 0) yield piece.subarray(0, used);
}
