import type { ExportFormat } from '../contract/enums';
import { formatDateDashed } from './dates';

/** `{title}_{dd-MM-yyyy}.{csv|pdf}`: the request lists' export. */
export const exportFileName = (title: string, format: ExportFormat, date: Date = new Date()): string =>
  `${title}_${formatDateDashed(date)}.${format.toLowerCase()}`;

/** `Riunioni_{dd-MM-yyyy}.{csv|pdf}`: the meeting list's export. */
export const meetingExportFileName = (format: ExportFormat, date: Date = new Date()): string =>
  exportFileName('Riunioni', format, date);
