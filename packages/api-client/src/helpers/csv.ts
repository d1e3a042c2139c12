/** CSV for Italian Excel, as every export of the portal writes it: UTF-8 with BOM, `;` separator, CRLF. */
export const CSV_FORMAT = { bom: true, delimiter: ';', record_delimiter: 'windows' } as const;

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell that Excel would read as a formula is kept as text (CSV injection). */
export const safeCsvCell = <Cell>(cell: Cell): Cell =>
  typeof cell === 'string' && FORMULA_START.test(cell) ? (`'${cell}` as Cell) : cell;
