import { formatDate, formatDateDashed, formatDateTime } from '../helpers/dates';
import { REQUEST_STATE_LABELS, ROLE_LABELS } from '../helpers/labels';
import type { RequestState } from './enums';
import { HISTORY_EVENT_KIND_LABELS, type HistoryEvent } from './history';

/**
 * The exports' columns and cells, as the server writes them and the mock backend imitates them: a
 * story's download holds the columns the portal's does.
 */
export const REQUEST_EXPORT_COLUMNS = [
  { heading: 'Identificativo', width: 8 },
  { heading: 'Sperimentatore principale', width: 15 },
  { heading: 'Titolo dello studio', width: 26 },
  { heading: 'Oggetto', width: 20 },
  { heading: 'Tipologia', width: 7 },
  { heading: 'Stato', width: 13 },
  { heading: 'Data invio', width: 9 },
] as const;

/** The last integration's date, a column for the staff only (as on screen). */
export const REQUEST_INTEGRATION_COLUMN = { heading: 'Data ultima integrazione', width: 10 } as const;

export const REQUEST_EXPORT_TITLE = 'Lista Richieste';

type Instant = Date | string | null | undefined;

/**
 * What a request's row of the export reads. `When` is how its sending date arrives: an instant in the
 * mocks, an hour number from the server's cursor (formatted once per hour met).
 */
export interface RequestExportRow<When = Instant> {
  identifier: number | null;
  principalInvestigator: string | null;
  studyTitle: string | null;
  subject: string | null;
  type: string | null;
  state: RequestState;
  sent: When;
}

/** An instant as a Rome date, '' when missing. */
export const exportDay = (instant: Instant) => (instant ? formatDate(instant) : '');

/** One request's cells; `day` formats its sending date as a Rome date ('' when missing). */
export const requestExportCells = <When>(request: RequestExportRow<When>, day: (when: When) => string) => [
  request.identifier,
  request.principalInvestigator,
  request.studyTitle,
  request.subject,
  request.type,
  REQUEST_STATE_LABELS[request.state],
  day(request.sent),
];

export const MEETING_EXPORT_COLUMNS = [
  { heading: 'Oggetto', width: 30 },
  { heading: 'Ordine del giorno', width: 40 },
  { heading: 'Data inizio', width: 10 },
  { heading: 'Data fine', width: 10 },
  { heading: 'Stato', width: 10 },
] as const;

export const MEETING_EXPORT_TITLE = 'Lista Riunioni';

/** One meeting's cells, its state already a label; dates dd-MM-yyyy, as the meeting list shows them. */
export const meetingExportCells = (meeting: {
  subject: string;
  agenda: string;
  startDate: Date | string;
  endDate: Instant;
  state: string;
}) => [
  meeting.subject,
  meeting.agenda,
  formatDateDashed(meeting.startDate),
  meeting.endDate ? formatDateDashed(meeting.endDate) : '',
  meeting.state,
];

export const HISTORY_EXPORT_COLUMNS = [
  { heading: 'Data e ora', width: 12 },
  { heading: 'Chi', width: 18 },
  { heading: 'Ruolo', width: 12 },
  { heading: 'Tipo', width: 10 },
  { heading: 'Evento', width: 48 },
] as const;

export const historyExportCells = (event: HistoryEvent) => [
  formatDateTime(event.at),
  event.who,
  event.role ? ROLE_LABELS[event.role] : '',
  HISTORY_EVENT_KIND_LABELS[event.kind],
  event.description,
];
