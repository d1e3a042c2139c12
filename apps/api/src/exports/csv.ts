import { CSV_FORMAT, safeCsvCell } from '@cet-portal/api-client/contract';
import { stringify } from 'csv-stringify/sync';
import type { Cell, ExportTable } from './table';

/**
 * CSV for Italian Excel: UTF-8 with BOM, `;` separator, CRLF line ends, one piece per batch of rows
 * (a few thousand), each written by one synchronous call and sent through base64, the JSON envelope
 * and compression as one write: a stream stage per row cost more than the database's part of an export.
 */
export async function* csvContent(table: ExportTable): AsyncGenerator<Buffer> {
  const columns = table.columns.map((column) => column.heading);
  let first = true;
  const piece = (rows: Cell[][]) => {
    // The BOM and the header row open the file only.
    const text = stringify(rows, { ...CSV_FORMAT, bom: first && CSV_FORMAT.bom, header: first, columns });
    first = false;
    return Buffer.from(text);
  };
  for await (const batch of table.rows) yield piece(batch.map((row) => row.map(safeCsvCell)));
  if (first) yield piece([]);
}
