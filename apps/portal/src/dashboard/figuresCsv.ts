import { bytesToBase64, csvText, saveFile } from '@cet-portal/api-client';

/** Saves a table as CSV for Italian Excel, as the server's exports write it (the contract's `csvText`). */
export const saveCsv = (fileName: string, header: string[], rows: (string | number)[][]) => {
  saveFile({
    data: bytesToBase64(new TextEncoder().encode(csvText(header, rows))),
    fileName,
    contentType: 'text/csv;charset=utf-8',
  });
};
