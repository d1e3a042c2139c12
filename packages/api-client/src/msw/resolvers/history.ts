import type { ParsedCallInput } from '../../contract/calls';
import { JOB_USER } from '../../contract/enums';
import { HISTORY_EXPORT_COLUMNS, historyExportCells } from '../../contract/exportTables';
import {
  describeRequestOperation,
  type HistoryEvent,
  historyFileTitle,
  historyKindOfOperation,
  historyKindsVisibleTo,
  JOB_ACTOR_NAME,
} from '../../contract/history';
import { REFUSALS } from '../../contract/rules/refusals';
import { isStaff } from '../../contract/rules/users';
import { findOr404 } from '../collection';
import { type MockContext, requireSession } from '../context';
import { exportFile } from '../exports';
import { findVisibleRequest } from '../requestStore';

/** The mock's history of a request: its logs and its attachments, as the server words them. */
const requestEvents = (context: MockContext, id: string): HistoryEvent[] => {
  const request = findVisibleRequest(context, id);
  const person = (fiscalCode: string) => context.db.users.find((user) => user.fiscalCode === fiscalCode);
  const owner = context.db.users.find((user) => user._id === request.user);
  const logs = request.logs.map((log) => ({
    at: log.date,
    kind: historyKindOfOperation(log.operation),
    who: log.user === JOB_USER ? JOB_ACTOR_NAME : (person(log.user)?.fullname ?? log.user),
    fiscalCode: log.user,
    role: log.role,
    description: describeRequestOperation(log.operation),
  }));
  const uploads = request.documents.map((document) => ({
    at: document.updated,
    kind: 'document' as const,
    ...{ who: owner?.fullname ?? '', fiscalCode: owner?.fiscalCode ?? '', role: 'RIC' as const },
    description: `Ha caricato «${document.fileName}» per «${document.type}»`,
  }));
  return [...logs, ...uploads];
};

/** The mock has no audit log: the meeting's creation by the secretariat, its opening and closing by the president. */
const meetingEvents = (context: MockContext, id: string): HistoryEvent[] => {
  const meeting = findOr404(context.db.conferences, id, REFUSALS.meetingNotFound);
  const secretariat = { who: 'Giulia Bianchi', fiscalCode: 'BNCGLI85M41F205B', role: 'SEG' as const };
  const president = { who: 'Anna Ferrari', fiscalCode: 'FRRNNA70D50H501R', role: 'PRE' as const };
  const events = [
    { at: meeting.startDate, ...secretariat, description: `Ha creato la riunione «${meeting.subject}»` },
    { at: meeting.openDate, ...president, description: 'Ha aperto la riunione' },
    { at: meeting.closeDate, ...president, description: 'Ha chiuso la riunione' },
  ];
  return events.flatMap(({ at, ...event }) => (at ? [{ ...event, at, kind: 'meeting' as const }] : []));
};

/** Newest first, only the kinds asked for and the caller may see. */
const shaped = (context: MockContext, events: HistoryEvent[], kinds: readonly string[] | undefined) => {
  const visible = historyKindsVisibleTo(isStaff(requireSession(context).role));
  const result = events
    .filter((event) => visible.includes(event.kind) && (!kinds?.length || kinds.includes(event.kind)))
    .sort((a, b) => b.at.localeCompare(a.at));
  return { result, total: result.length };
};

const asFile = (title: string, events: readonly HistoryEvent[]) =>
  exportFile({ title, columns: HISTORY_EXPORT_COLUMNS, rows: events.map(historyExportCells) }, 'PDF');

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
  historyExport: ({ id, kinds }: Input, context: MockContext) =>
    asFile(historyFileTitle('riunione', id), shaped(context, meetingEvents(context, id), kinds).result),
} as const;
