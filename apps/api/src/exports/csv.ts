import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Cell, ExportTable } from './table';

/** A text cell that Excel would read as a formula is kept as text (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

const safeCell = (cell: Cell): Cell =>
  typeof cell === 'string' && FORMULA_START.test(cell) ? `'${cell}` : cell;

/** CSV for Italian Excel: UTF-8 with BOM, `;` separator, CRLF line ends, streamed row by row. */
export async function* csvContent(table: ExportTable): AsyncGenerator<Buffer> {
  const stringifier = stringify({
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
    header: true,
    columns: table.columns.map((column) => column.heading),
  });
  const rows = Readable.from(
    (async function* () {
      for await (const row of table.rows) yield row.map(safeCell);
    })(),
  );
  rows.on('error', (error) => stringifier.destroy(error));
  rows.pipe(stringifier);
  for await (const chunk of stringifier) yield Buffer.from(chunk as string | Buffer);
}
