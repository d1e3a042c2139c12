import { Readable } from 'node:stream';
import { CSV_FORMAT, safeCsvCell } from '@cet-portal/api-client/contract';
import { stringify } from 'csv-stringify';
import type { ExportTable } from './table';

/**
 * Pieces of about this size leave the CSV: a row is a few hundred bytes, and every piece goes through
 * base64, the JSON envelope and compression as one write; row-sized pieces made the pipeline's
 * per-write cost, not the database, the bulk of an export's time.
 */
const PIECE_BYTES = 64 * 1024;

/** CSV for Italian Excel: UTF-8 with BOM, `;` separator, CRLF line ends, streamed in pieces of rows. */
export async function* csvContent(table: ExportTable): AsyncGenerator<Buffer> {
  const stringifier = stringify({
    ...CSV_FORMAT,
    header: true,
    columns: table.columns.map((column) => column.heading),
  });
  const rows = Readable.from(
    (async function* () {
      for await (const row of table.rows) yield row.map(safeCsvCell);
    })(),
  );
  rows.on('error', (error) => stringifier.destroy(error));
  rows.pipe(stringifier);
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const chunk of stringifier) {
    const piece = Buffer.from(chunk as string | Buffer);
    pending.push(piece);
    pendingBytes += piece.length;
    if (pendingBytes >= PIECE_BYTES) {
      yield Buffer.concat(pending);
      pending = [];
      pendingBytes = 0;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending);
}
