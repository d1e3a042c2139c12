import { type ExportFormat, exportFileName, REQUEST_EXPORT_TITLE } from '@cet-portal/api-client/contract';
import { primed, StreamedFile } from '../core/streamedFile';
import { safeFileName } from '../documents/fileName';
import { csvContent } from './csv';
import { pdfTableContent } from './pdfTable';
import type { ExportTable } from './table';

const CONTENT_TYPES = { CSV: 'text/csv; charset=utf-8', PDF: 'application/pdf' } as const satisfies Record<
  ExportFormat,
  string
>;

/**
 * `{fileTitle}_{dd-MM-yyyy}.{csv|pdf}` as any stored file is named (`safeFileName`): the title may be
 * the caller's own, so no path, line break or bidirectional override reaches the saved file's name.
 */
const exportName = (fileTitle: string, format: ExportFormat) =>
  safeFileName(exportFileName(fileTitle, format), exportFileName(REQUEST_EXPORT_TITLE, format));

/** A CSV file of bytes already written, named as `exportFile` names it. */
export const csvExportFile = async (fileTitle: string, content: AsyncIterable<Uint8Array>) =>
  new StreamedFile(exportName(fileTitle, 'CSV'), CONTENT_TYPES.CSV, await primed(content));

/**
 * A list export as a streamed file named `{fileTitle}_{dd-MM-yyyy}.{csv|pdf}`. The first piece is
 * produced before answering, so a failing query is an error answer rather than a broken download.
 */
export const exportFile = async (table: ExportTable, format: ExportFormat, fileTitle = table.title) =>
  new StreamedFile(
    exportName(fileTitle, format),
    CONTENT_TYPES[format],
    await primed(format === 'CSV' ? csvContent(table) : pdfTableContent(table)),
  );
