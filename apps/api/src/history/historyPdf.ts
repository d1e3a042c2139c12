import {
  HISTORY_EXPORT_COLUMNS,
  type HistoryEvent,
  historyExportCells,
} from '@cet-portal/api-client/contract';
import { exportFile } from '../exports/exportFile';

async function* rowsOf(events: readonly HistoryEvent[]) {
  for (const event of events) yield historyExportCells(event);
}

/**
 * A history as a PDF for an inspection: the same table the page shows, with the other exports'
 * layout (title, export date and page numbers on every page).
 */
export const historyPdf = (title: string, fileTitle: string, events: readonly HistoryEvent[]) =>
  exportFile({ title, columns: HISTORY_EXPORT_COLUMNS, rows: rowsOf(events) }, 'PDF', fileTitle);
