// The browser build: csv-stringify's default one needs Node's Buffer, and the mocks run in Storybook.
import { stringify } from 'csv-stringify/browser/esm/sync';
import { CSV_FORMAT, safeCsvCell } from './csv';

/** A whole table as the portal's CSV: the header, then the rows with formula cells kept as text. */
export const csvText = (
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string => stringify([header, ...rows.map((row) => row.map(safeCsvCell))], CSV_FORMAT);
