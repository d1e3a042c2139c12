import type { FilePayload } from '../contract/document';
import type { ExportFormat } from '../contract/enums';
import { csvText } from '../helpers/csvText';
import { formatDate } from '../helpers/dates';
import { exportFileName } from '../helpers/exportFileName';
import { bytesToBase64 } from '../helpers/files';

type Cell = string | number | null;

/** PDF strings hold Latin-1; other characters and the delimiters would break the page. */
const pdfText = (text: string): string =>
  text.replace(/[^\u0020-\u00ff]/g, '?').replace(/[\\()]/g, (character) => `\\${character}`);

/**
 * A small valid one-page PDF listing the rows: the mocks only need a file a viewer opens (the real
 * server renders a proper table).
 */
const toPdf = (title: string, header: readonly string[], rows: readonly Cell[][]): Uint8Array => {
  const lines = [title, `Esportato il ${formatDate(new Date())} - ${rows.length} righe`, header.join(' | ')];
  lines.push(...rows.slice(0, 40).map((row) => row.map((value) => value ?? '').join(' | ')));
  const content = lines
    .map((line, index) => `BT /F1 9 Tf 30 ${560 - index * 13} Td (${pdfText(line)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 842 595] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(pdf, (character) => character.charCodeAt(0));
};

/** An export as the server describes it: the contract's columns (their headings) and the rows. */
export interface ExportTable {
  title: string;
  columns: readonly { heading: string }[];
  rows: readonly Cell[][];
}

export const exportFile = ({ title, columns, rows }: ExportTable, format: ExportFormat): FilePayload => {
  const fileName = exportFileName(title, format);
  const header = columns.map((column) => column.heading);
  return format === 'CSV'
    ? {
        data: bytesToBase64(new TextEncoder().encode(csvText(header, rows))),
        fileName,
        contentType: 'text/csv; charset=utf-8',
      }
    : { data: bytesToBase64(toPdf(title, header, rows)), fileName, contentType: 'application/pdf' };
};

/** An empty ZIP archive (its end-of-directory record only): the mocks do not pack files. */
export const EMPTY_ZIP_BASE64 = 'UEsFBgAAAAAAAAAAAAAAAAAAAAAAAA==';
