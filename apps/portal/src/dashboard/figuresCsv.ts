import { bytesToBase64, CSV_FORMAT, safeCsvCell, saveFile } from '@cet-portal/api-client';
import { stringify } from 'csv-stringify/browser/esm/sync';

/** Saves a table as CSV for Italian Excel, as the server's exports write it (the contract's `CSV_FORMAT`). */
export const saveCsv = (fileName: string, header: string[], rows: (string | number)[][]) => {
  const csv = stringify([header, ...rows.map((row) => row.map(safeCsvCell))], CSV_FORMAT);
  saveFile({
    data: bytesToBase64(new TextEncoder().encode(csv)),
    fileName,
    contentType: 'text/csv;charset=utf-8',
  });
};
