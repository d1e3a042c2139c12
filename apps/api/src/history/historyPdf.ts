import {
  formatDateTime,
  HISTORY_EVENT_KIND_LABELS,
  type HistoryEvent,
  ROLE_LABELS,
} from '@cet-portal/api-client/contract';
import { exportFile } from '../exports/exportFile';

const COLUMNS = [
  { heading: 'Data e ora', width: 12 },
  { heading: 'Chi', width: 18 },
  { heading: 'Ruolo', width: 12 },
  { heading: 'Tipo', width: 10 },
  { heading: 'Evento', width: 48 },
] as const;

/** The events as one batch of rows: a history is read whole (it is one request's or meeting's). */
async function* rowsOf(events: readonly HistoryEvent[]) {
  yield events.map((event) => [
    formatDateTime(event.at),
    event.who,
    event.role ? ROLE_LABELS[event.role] : '',
    HISTORY_EVENT_KIND_LABELS[event.kind],
    event.description,
  ]);
}

/**
 * A history as a PDF for an inspection: the same table the page shows, with the other exports'
 * layout (title, export date and page numbers on every page).
 */
export const historyPdf = (title: string, fileTitle: string, events: readonly HistoryEvent[]) =>
  exportFile({ title, columns: COLUMNS, rows: rowsOf(events) }, 'PDF', fileTitle);
