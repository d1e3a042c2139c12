import { formatDate } from '../../helpers/dates';
import {
  MEETING_ENTRY_OUTCOME_LABELS,
  MEETING_REQUEST_STATE_LABELS,
  requestTypeLabel,
} from '../../helpers/labels';
import type { Conference } from '../conference';
import type { ConflictOfInterest } from '../conflicts';

/**
 * The draft of a meeting's minutes, as the server exports it and the mock backend imitates it: one row
 * per request of the agenda with its rapporteur, its outcome (the decision taken, or what closing the
 * meeting recorded) and every conflict of interest declared on it, so that the minutes the president
 * signs list them beside the request.
 */
export const MINUTES_DRAFT_COLUMNS = [
  { heading: 'Richiesta', width: 8 },
  { heading: 'Tipologia', width: 20 },
  { heading: 'Oggetto', width: 22 },
  { heading: 'Relatore', width: 12 },
  { heading: 'Esito', width: 14 },
  { heading: 'Conflitti di interessi dichiarati', width: 24 },
] as const;

export const minutesDraftTitle = (conference: Pick<Conference, 'subject' | 'startDate'>) =>
  `Bozza del verbale della riunione «${conference.subject}» del ${formatDate(conference.startDate)}`;

/** 'Bozza_verbale_…': the export's file title. */
export const minutesDraftFileTitle = (conference: Pick<Conference, 'subject'>) =>
  `Bozza_verbale_${conference.subject}`.replace(/[^\w.-]+/g, '_');

export const minutesDraftRows = (
  conference: Pick<Conference, 'requestsUsers'>,
  declarations: readonly ConflictOfInterest[],
): string[][] =>
  conference.requestsUsers.map(({ request, user, outcome }) => [
    request.identifier === null ? 'Non assegnato' : String(request.identifier),
    request.type ? requestTypeLabel(request.type) : '',
    request.subject,
    user?.fullname ?? 'Non assegnato',
    outcome ? MEETING_ENTRY_OUTCOME_LABELS[outcome] : MEETING_REQUEST_STATE_LABELS[request.state],
    declarations
      .filter((declaration) => declaration.request === request._id)
      .map((declaration) => `${declaration.user.fullname}: ${declaration.reason}`)
      .join('; ') || 'Nessuno',
  ]);
