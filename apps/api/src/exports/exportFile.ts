import { type ExportFormat, exportFileName } from '@cet-portal/api-client/contract';
import { primed, StreamedFile } from '../http/streamedFile';
import { csvContent } from './csv';
import { pdfTableContent } from './pdfTable';
import type { ExportTable } from './table';

const CONTENT_TYPES = { CSV: 'text/csv; charset=utf-8', PDF: 'application/pdf' } as const satisfies Record<
  ExportFormat,
  string
>;

/** A CSV file of bytes already written, named as `exportFile` names it. */
export const csvExportFile = async (fileTitle: string, content: AsyncIterable<Uint8Array>) =>
  new StreamedFile(exportFileName(fileTitle, 'CSV'), CONTENT_TYPES.CSV, await primed(content));

/**
 * A list export as a streamed file named `{fileTitle}_{dd-MM-yyyy}.{csv|pdf}`. The first piece is
 * produced before answering, so a failing query is an error answer rather than a broken download.
 */
export const exportFile = async (table: ExportTable, format: ExportFormat, fileTitle = table.title) =>
  new StreamedFile(
    exportFileName(fileTitle, format),
    CONTENT_TYPES[format],
    await primed(format === 'CSV' ? csvContent(table) : pdfTableContent(table)),
  );
