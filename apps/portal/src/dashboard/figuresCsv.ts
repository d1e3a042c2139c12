import { saveFile } from '@cet-portal/api-client';
import { stringify } from 'csv-stringify/browser/esm/sync';

const toBase64 = (text: string) =>
  btoa(Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join(''));

/**
 * Saves a table as CSV for Italian Excel, with the options of the server's exports (apps/api/src/exports/csv.ts):
 * UTF-8 with BOM, `;` separator, CRLF line ends.
 */
export const saveCsv = (fileName: string, header: string[], rows: (string | number)[][]) => {
  const csv = stringify([header, ...rows], { bom: true, delimiter: ';', record_delimiter: 'windows' });
  saveFile({ data: toBase64(csv), fileName, contentType: 'text/csv;charset=utf-8' });
};
