/**
 * CSV for Italian Excel, as every export of the portal writes it: UTF-8 with BOM, `;` separator, CRLF.
 * A text holding a lone LF or CR is quoted too: csv-stringify quotes only the record delimiter itself
 * (CRLF), and Excel starts a new row at either outside quotes.
 */
export const CSV_FORMAT = {
  bom: true,
  delimiter: ';',
  record_delimiter: 'windows',
  quoted_match: /[\r\n]/,
} as const;

/**
 * A text Excel would run as a formula: it starts with = + - @, a tab or CR. The server's SQL writer of
 * the request export tests the same pattern in the database (PostgreSQL reads this source alike).
 */
export const CSV_FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell that Excel would read as a formula is kept as text (CSV injection). */
export const safeCsvCell = <Cell>(cell: Cell): Cell =>
  typeof cell === 'string' && CSV_FORMULA_START.test(cell) ? (`'${cell}` as Cell) : cell;
