import type { Conference, ConferenceFilter, MeetingEntryOutcome } from '../../contract/conference';
import type { RoleName } from '../../contract/enums';
import { STALE_MESSAGES } from '../../contract/envelope';
import {
  MEETING_EXPORT_COLUMNS,
  MEETING_EXPORT_TITLE,
  meetingExportCells,
} from '../../contract/exportTables';
import type { Request } from '../../contract/request';
import {
  closingOutcomesRefusal,
  mayBeRapporteur,
  meetingForRole,
  meetingStatus,
  reviewerRefusal,
} from '../../contract/rules/meeting';
import { meetingUpdateRefusal } from '../../contract/rules/meetingUpdate';
import {
  MINUTES_DRAFT_COLUMNS,
  minutesDraftFileTitle,
  minutesDraftRows,
} from '../../contract/rules/minutesDraft';
import { REFUSALS } from '../../contract/rules/refusals';
import { entriesSeenBy } from '../../contract/rules/requestAccess';
import { MEETING_STATUS_LABELS } from '../../helpers/labels';
import { changeVersioned, findOr404, insert, remove } from '../collection';
import {
  assertVersion,
  badRequest,
  conflict,
  forbidden,
  type MockSession,
  refusalError,
  requireSession,
} from '../context';
import { exportFile } from '../exports';
import { day, equals, filterBy, listPage, type Matchers, text } from '../query';
import { appendLog, assertTransition, changeState, findVisibleRequest, scopeOf } from '../requestStore';
import {
  type MockDatabase,
  nextId,
  nextInstant,
  nextProtocol,
  type StoredConference,
  toConference,
  toUserRef,
} from '../store';
import { declarationsOf } from './conflicts';
import { REQUEST_MATCHERS } from './request';
import type { ServiceResolvers } from './types';

const MEETING_REFUSALS = { notFound: REFUSALS.meetingNotFound, stale: STALE_MESSAGES.meeting };

/**
 * As the server: an applicant sees a meeting only through its own or its company's requests' entries,
 * and of its reports only those of these entries.
 */
const seenBy = (db: MockDatabase, stored: StoredConference, session: MockSession) => {
  const requestsUsers = entriesSeenBy(
    stored.requestsUsers,
    (entry) => db.requests.find((request) => request._id === entry.request),
    scopeOf(session),
  );
  if (requestsUsers.length === 0 && session.role === 'RIC') return undefined;
  const seen = new Set(requestsUsers.map((entry) => entry.request));
  const ofSeen = <Item extends { request: string }>(items: readonly Item[]) =>
    items.filter((item) => seen.has(item.request));
  return {
    ...stored,
    requestsUsers,
    comments: ofSeen(stored.comments),
    documents: ofSeen(stored.documents),
    omissisDocuments: ofSeen(stored.omissisDocuments),
    ...(stored.reportVersions ? { reportVersions: ofSeen(stored.reportVersions) } : {}),
  };
};

const forCaller = (db: MockDatabase, stored: StoredConference, session: MockSession): Conference => {
  const seen = seenBy(db, stored, session);
  if (!seen) throw forbidden(REFUSALS.meetingOfOthersRequests);
  return meetingForRole(toConference(db, seen), session.role);
};

/** The meeting filter's fields, declared once for the list, the count and the export. */
const MEETING_MATCHERS: Matchers<StoredConference, ConferenceFilter> = {
  subject: text((meeting) => meeting.subject),
  agenda: text((meeting) => meeting.agenda),
  startDate: day((meeting) => meeting.startDate),
  endDate: day((meeting) => meeting.endDate),
  state: equals(meetingStatus),
};
const sortKey = (meeting: StoredConference, field: keyof typeof MEETING_MATCHERS | 'updated') =>
  field === 'state' ? MEETING_STATUS_LABELS[meetingStatus(meeting)] : meeting[field];

/** Forwarded originals that no meeting still waiting or open holds. */
const availableRequests = (db: MockDatabase): Request[] => {
  const live = db.conferences.filter((meeting) => meetingStatus(meeting) !== 'closed');
  const held = new Set(live.flatMap((meeting) => meeting.requestsUsers.map((entry) => entry.request)));
  return db.requests.filter(
    (request) => request.state === 'SUBMITTED' && !request.isClone && !held.has(request._id),
  );
};

/** The new entries: each request once, offered to meetings (or already in `keep`), each rapporteur eligible. */
const entriesFrom = (
  db: MockDatabase,
  entries: readonly { request: string; user?: string | null | undefined }[],
  keep: readonly string[] = [],
) => {
  if (new Set(entries.map((entry) => entry.request)).size !== entries.length)
    throw badRequest(REFUSALS.repeatedRequest);
  const allowed = new Set([...availableRequests(db).map((request) => request._id), ...keep]);
  return entries.map(({ request, user = null }) => {
    if (!allowed.has(request)) throw conflict(REFUSALS.meetingTakesForwardedRequests);
    const roles = db.users.find((candidate) => candidate._id === user)?.roles ?? [];
    if (user && !mayBeRapporteur(roles.map((role) => role.name))) throw badRequest(REFUSALS.rapporteurRole);
    return { request, user };
  });
};

const entryOf = (stored: StoredConference, requestId: string) => {
  const entry = stored.requestsUsers.find((candidate) => candidate.request === requestId);
  if (!entry) throw badRequest(REFUSALS.requestNotInMeeting);
  return entry;
};

const requireReviewerOf = (stored: StoredConference, requestId: string, session: MockSession) => {
  const refusal = reviewerRefusal(session.role, session.user._id, entryOf(stored, requestId).user);
  if (refusal) throw forbidden(refusal);
};

const upsert = <Entry extends { request: string }>(entries: Entry[], entry: Entry): Entry[] => [
  ...entries.filter((candidate) => candidate.request !== entry.request),
  entry,
];

const documentRef = (db: MockDatabase, id: string) => {
  const stored = db.documents.get(id);
  if (!stored) throw badRequest(`Documento sconosciuto: ${id}`);
  return { _id: stored._id, fileName: stored.fileName };
};

const assertOpen = (stored: StoredConference) => {
  if (meetingStatus(stored) !== 'open') throw conflict(REFUSALS.meetingNotOpen);
};

type Report =
  | { request: string; body: string; file?: never }
  | { request: string; file: string; body?: never };

/** A report text, report file or omissis of one request: the current one, and (as the server) every version. */
const writeReport = (
  db: MockDatabase,
  stored: StoredConference,
  kind: 'comment' | 'report' | 'omissis',
  { request, body, file: fileId }: Report,
  session: MockSession,
  date: string,
) => {
  const file = fileId === undefined ? null : documentRef(db, fileId);
  if (body !== undefined) stored.comments = upsert(stored.comments, { request, body });
  else if (file && kind === 'report') stored.documents = upsert(stored.documents, { request, file });
  else if (file) stored.omissisDocuments = upsert(stored.omissisDocuments, { request, file });
  const version = { request, kind, body: body ?? null, file, date, user: toUserRef(session.user) };
  stored.reportVersions = [...(stored.reportVersions ?? []), version];
};

/** The minutes or the signed minutes; the mocks have no protocol job, so each is registered at once. */
const attachMinutes = (
  db: MockDatabase,
  stored: StoredConference,
  field: 'conferenceDocument' | 'conferenceDocumentSigned',
  id: string,
  date: string,
) => {
  stored[field] = documentRef(db, id);
  const year = new Date(date).getFullYear();
  stored.protocols = [...stored.protocols, { protocol: nextProtocol(db, year), year, date }];
};

/** As the server: each request still SUBMITTED needs a stated outcome at closing (the contract's rule). */
const settleUndecided = (
  db: MockDatabase,
  stored: StoredConference,
  outcomes: readonly { request: string; outcome: MeetingEntryOutcome }[],
  session: MockSession,
  date: string,
) => {
  const stateOf = (id: string) => db.requests.find((request) => request._id === id)?.state;
  const undecided = stored.requestsUsers.filter((entry) => stateOf(entry.request) === 'SUBMITTED');
  const refusal = closingOutcomesRefusal(
    undecided.map((entry) => entry.request),
    outcomes,
  );
  if (refusal) throw badRequest(refusal);
  for (const { request: id, outcome } of outcomes) {
    const entry = entryOf(stored, id);
    entry.outcome = outcome;
    const request = findOr404(db.requests, id, REFUSALS.requestNotFound);
    appendLog(request, outcome === 'postponed' ? 'POSTPONED' : 'WITHDRAWN', session, date);
  }
};

/** Every call of the service but its history and conflicts (own files, joined in resolvers/index.ts). */
export const conferenceResolvers: Omit<
  ServiceResolvers<'conference'>,
  'history' | 'historyExport' | 'declareConflict' | 'conflicts'
> = {
  create: (input, { db }) => {
    const requestsUsers = entriesFrom(db, input.requestsUsers);
    const stored = insert(db, db.conferences, 'conference', (_id, updated) => ({
      ...{ _id, subject: input.subject, agenda: input.agenda, startDate: input.startDate },
      ...{ endDate: input.endDate ?? null, openDate: null, closeDate: null, requestsUsers, updated },
      ...{ comments: [], documents: [], omissisDocuments: [], protocols: [] },
      ...{ conferenceDocument: null, conferenceDocumentSigned: null },
    }));
    return toConference(db, stored);
  },
  update: ({ _id, updated, ...changes }, context) => {
    const { db } = context;
    const session = requireSession(context);
    const stored = changeVersioned(db, db.conferences, { _id, updated }, MEETING_REFUSALS, (stored, now) => {
      const meeting = { ...stored, hasMinutes: stored.conferenceDocument !== null };
      const refusal = meetingUpdateRefusal(meeting, changes, {
        role: session.role,
        userId: session.user._id,
      });
      if (refusal) throw refusalError(refusal.code, refusal.message);
      const { subject, agenda, startDate, endDate } = changes;
      const details = Object.entries({ subject, agenda, startDate, endDate });
      Object.assign(stored, Object.fromEntries(details.filter(([, value]) => value !== undefined)));
      if (changes.requestsUsers) {
        const keep = stored.requestsUsers.map((entry) => entry.request);
        stored.requestsUsers = entriesFrom(db, changes.requestsUsers, keep);
      }
      if (changes.openDate) stored.openDate = now;
      if (changes.comment) writeReport(db, stored, 'comment', changes.comment, session, now);
      if (changes.documents) writeReport(db, stored, 'report', changes.documents, session, now);
      if (changes.omissisDocuments)
        writeReport(db, stored, 'omissis', changes.omissisDocuments, session, now);
      if (changes.conferenceDocument)
        attachMinutes(db, stored, 'conferenceDocument', changes.conferenceDocument, now);
      if (changes.conferenceDocumentSigned)
        attachMinutes(db, stored, 'conferenceDocumentSigned', changes.conferenceDocumentSigned, now);
      if (changes.closeDate) {
        settleUndecided(db, stored, changes.outcomes ?? [], session, now);
        stored.closeDate = now;
      }
    });
    return forCaller(db, stored, session);
  },
  get: (_input, context) =>
    forCaller(
      context.db,
      findOr404(context.db.conferences, context.params.id, REFUSALS.meetingNotFound),
      requireSession(context),
    ),
  find: (input, context) => {
    const session = requireSession(context);
    const seen = context.db.conferences.filter((stored) => seenBy(context.db, stored, session));
    const page = listPage(filterBy(seen, input.query, MEETING_MATCHERS), input, sortKey);
    return { ...page, result: page.result.map((stored) => forCaller(context.db, stored, session)) };
  },
  count: ({ query, user }, { db }) => ({
    count: filterBy(db.conferences, query, MEETING_MATCHERS).filter(
      (meeting) => !user || meeting.requestsUsers.some((entry) => entry.user === user),
    ).length,
  }),
  availableRequests: (input, { db }) =>
    listPage(filterBy(availableRequests(db), input.query, REQUEST_MATCHERS), input),
  checkExistConference: ({ _id }, context) => {
    findVisibleRequest(context, _id);
    return context.db.conferences
      .filter((meeting) => meeting.requestsUsers.some((entry) => entry.request === _id))
      .map(({ _id: id, subject, agenda, startDate, endDate, openDate, closeDate }) => ({
        ...{ _id: id, subject, agenda, startDate },
        ...{ endDate, openDate, closeDate },
      }));
  },
  commit: ({ _id, requestsUsers }, context) => {
    const { db } = context;
    const session = requireSession(context);
    const stored = findOr404(db.conferences, _id, REFUSALS.meetingNotFound);
    assertOpen(stored);
    const date = nextInstant(db);
    for (const { request: requestId } of requestsUsers) {
      requireReviewerOf(stored, requestId, session);
      const original = db.requests.find((request) => request._id === requestId);
      if (!original || original.isClone) throw conflict(REFUSALS.alreadyFrozen);
      const clone: Request = structuredClone({ ...original, _id: nextId(db, 'request'), isClone: true });
      db.requests.push(clone);
      entryOf(stored, requestId).request = clone._id;
      appendLog(original, 'COMMIT', session, date);
    }
    stored.updated = date;
    return forCaller(db, stored, session);
  },
  minutesDraft: ({ id, type }, context) => {
    const stored = findOr404(context.db.conferences, id, REFUSALS.meetingNotFound);
    const meeting = forCaller(context.db, stored, requireSession(context));
    const ids = meeting.requestsUsers.map((entry) => entry.request._id);
    const declarations = declarationsOf(context.db).filter((declaration) =>
      ids.includes(declaration.request),
    );
    const rows = minutesDraftRows(meeting, declarations);
    return exportFile({ title: minutesDraftFileTitle(meeting), columns: MINUTES_DRAFT_COLUMNS, rows }, type);
  },
  download: ({ query, type, sort }, { db }) => {
    const meetings = listPage(filterBy(db.conferences, query, MEETING_MATCHERS), { sort, skip: 0 }, sortKey);
    const rows = meetings.result.map((meeting) =>
      meetingExportCells({ ...meeting, state: MEETING_STATUS_LABELS[meetingStatus(meeting)] }),
    );
    return exportFile({ title: MEETING_EXPORT_TITLE, columns: MEETING_EXPORT_COLUMNS, rows }, type);
  },
  delete: ({ _id, updated }, { db }) => {
    const stored = findOr404(db.conferences, _id, REFUSALS.meetingNotFound);
    assertVersion(stored.updated, updated, STALE_MESSAGES.meeting);
    if (meetingStatus(stored) !== 'waiting') throw conflict(REFUSALS.meetingDeletedOnlyBeforeOpening);
    return remove(db.conferences, _id);
  },
  decide: ({ _id, request: requestId, updated, state, comment }, context) => {
    const session = requireSession(context);
    const stored = findOr404(context.db.conferences, _id, REFUSALS.meetingNotFound);
    assertOpen(stored);
    const entry = stored.requestsUsers.find((candidate) => candidate.request === requestId);
    if (!entry) throw forbidden(REFUSALS.decidedInItsMeeting);
    const request = findOr404(context.db.requests, requestId, REFUSALS.requestNotFound);
    // A double click repeats the decision just taken: answer it unchanged, as the server does.
    const last = request.logs.at(-1);
    const repeated = last?.operation === 'MEETING_DECISION' && last.user === session.user.fiscalCode;
    if (request.updated !== updated && request.state === state && repeated) return request;
    assertVersion(request.updated, updated, STALE_MESSAGES.request);
    const attempt = {
      action: 'meetingDecision',
      from: request.state,
      to: state,
      isClone: request.isClone,
    } as const;
    const isRapporteur = entry.user === session.user._id;
    assertTransition({ ...attempt, role: session.role as RoleName, isRapporteur, comment: comment ?? null });
    const date = nextInstant(context.db);
    changeState(context.db, request, { state, operation: 'MEETING_DECISION', comment }, session, date);
    return request;
  },
};
