import {
  HISTORY_EXPORT_COLUMNS,
  type HistoryEvent,
  historyExportCells,
} from '@cet-portal/api-client/contract';
import { exportFile } from '../exports/exportFile';

/** The events as one batch of rows: a history is read whole (it is one request's or meeting's). */
async function* rowsOf(events: readonly HistoryEvent[]) {
  yield events.map(historyExportCells);
}

/**
 * A history as a PDF for an inspection: the same table the page shows, with the other exports'
 * layout (title, export date and page numbers on every page).
 */
export const historyPdf = (title: string, fileTitle: string, events: readonly HistoryEvent[]) =>
  exportFile({ title, columns: HISTORY_EXPORT_COLUMNS, rows: rowsOf(events) }, 'PDF', fileTitle);
