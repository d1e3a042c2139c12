import type { ParsedCallInput } from '../../contract/calls';
import { JOB_USER, type RoleName } from '../../contract/enums';
import {
  describeRequestOperation,
  HISTORY_EVENT_KIND_LABELS,
  type HistoryEvent,
  historyFileTitle,
  historyKindOfOperation,
  historyKindsVisibleTo,
  JOB_ACTOR_NAME,
} from '../../contract/history';
import { REFUSALS } from '../../contract/rules/refusals';
import { formatDateTime } from '../../helpers/dates';
import { ROLE_LABELS } from '../../helpers/labels';
import { type MockContext, notFound, requireSession } from '../context';
import { exportFile } from '../exports';
import { findVisibleRequest } from '../requestStore';
import type { MockDatabase } from '../store';

const STAFF: readonly RoleName[] = ['SEG', 'CET', 'PRE', 'ADMIN'];

const nameOf = (db: MockDatabase, fiscalCode: string) =>
  fiscalCode === JOB_USER
    ? JOB_ACTOR_NAME
    : (db.users.find((user) => user.fiscalCode === fiscalCode)?.fullname ?? fiscalCode);

/** The mock's history of a request: its logs and its attachments, newest first, as the server words them. */
const requestEvents = (context: MockContext, id: string): HistoryEvent[] => {
  const request = findVisibleRequest(context, id);
  const owner = context.db.users.find((user) => user._id === request.user);
  const logs = request.logs.map(
    (log): HistoryEvent => ({
      at: log.date,
      kind: historyKindOfOperation(log.operation),
      who: nameOf(context.db, log.user),
      fiscalCode: log.user,
      role: log.role,
      description: describeRequestOperation(log.operation),
    }),
  );
  const uploads = request.documents.map(
    (document): HistoryEvent => ({
      at: document.updated,
      kind: 'document',
      who: owner?.fullname ?? '',
      fiscalCode: owner?.fiscalCode ?? '',
      role: 'RIC',
      description: `Ha caricato il documento «${document.fileName}» per «${document.type}»`,
    }),
  );
  return [...logs, ...uploads];
};

const meetingEvents = (context: MockContext, id: string): HistoryEvent[] => {
  const meeting = context.db.conferences.find((conference) => conference._id === id);
  if (!meeting) throw notFound(REFUSALS.meetingNotFound);
  const events: HistoryEvent[] = [];
  const secretariat = { who: 'Giulia Bianchi', fiscalCode: 'BNCGLI85M41F205B', role: 'SEG' as const };
  const president = { who: 'Anna Ferrari', fiscalCode: 'FRRNNA70D50H501R', role: 'PRE' as const };
  events.push({
    at: meeting.startDate,
    kind: 'meeting',
    ...secretariat,
    description: `Ha creato la riunione «${meeting.subject}»`,
  });
  if (meeting.openDate)
    events.push({
      at: meeting.openDate,
      kind: 'meeting',
      ...president,
      description: 'Ha aperto la riunione',
    });
  if (meeting.closeDate)
    events.push({
      at: meeting.closeDate,
      kind: 'meeting',
      ...president,
      description: 'Ha chiuso la riunione',
    });
  return events;
};

/** Newest first, only the kinds asked for and the caller may see. */
const shaped = (context: MockContext, events: HistoryEvent[], kinds: readonly string[] | undefined) => {
  const session = requireSession(context);
  const visible = historyKindsVisibleTo(STAFF.includes(session.role as RoleName));
  const result = events
    .filter((event) => visible.includes(event.kind) && (!kinds?.length || kinds.includes(event.kind)))
    .sort((a, b) => b.at.localeCompare(a.at));
  return { result, total: result.length };
};

const asFile = (title: string, events: readonly HistoryEvent[]) =>
  exportFile(
    {
      title,
      header: ['Data e ora', 'Chi', 'Ruolo', 'Tipo', 'Evento'],
      rows: events.map((event) => [
        formatDateTime(event.at),
        event.who,
        event.role ? ROLE_LABELS[event.role] : '',
        HISTORY_EVENT_KIND_LABELS[event.kind],
        event.description,
      ]),
    },
    'PDF',
  );

type Input = ParsedCallInput<'request.history'>;

export const requestHistoryResolvers = {
  history: ({ id, kinds }: Input, context: MockContext) => shaped(context, requestEvents(context, id), kinds),
  historyExport: ({ id, kinds }: Input, context: MockContext) => {
    const request = findVisibleRequest(context, id);
    const { result } = shaped(context, requestEvents(context, id), kinds);
    return asFile(historyFileTitle('richiesta', String(request.identifier ?? request._id)), result);
  },
} as const;

export const meetingHistoryResolvers = {
  history: ({ id, kinds }: Input, context: MockContext) => shaped(context, meetingEvents(context, id), kinds),
  historyExport: ({ id, kinds }: Input, context: MockContext) => {
    const { result } = shaped(context, meetingEvents(context, id), kinds);
    return asFile(historyFileTitle('riunione', id), result);
  },
} as const;
