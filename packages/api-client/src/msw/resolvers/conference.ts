import type { z } from 'zod';
import type {
  Conference,
  ConferenceReportVersion,
  ConferenceSortField,
  conferenceFilterSchema,
  MeetingEntryOutcome,
} from '../../contract/conference';
import type { RoleName } from '../../contract/enums';
import { STALE_MESSAGES } from '../../contract/envelope';
import {
  canOpenMeeting,
  canReadMeetingReports,
  type MeetingChange,
  meetingChangeRefusal,
  meetingStatus,
} from '../../contract/meeting';
import { MINUTES_DRAFT_COLUMNS, minutesDraftFileTitle, minutesDraftRows } from '../../contract/minutesDraft';
import type { Sort } from '../../contract/paging';
import { REFUSALS } from '../../contract/refusals';
import type { Request } from '../../contract/request';
import { formatDate } from '../../helpers/dates';
import { MEETING_STATUS_LABELS } from '../../helpers/labels';
import {
  assertVersion,
  badRequest,
  conflict,
  forbidden,
  type MockSession,
  notFound,
  requireSession,
} from '../context';
import { exportFile } from '../exports';
import { matchesDay, matchesText, paginate, sortItems } from '../query';
import {
  type MockDatabase,
  nextId,
  nextInstant,
  nextProtocol,
  type StoredConference,
  toConference,
} from '../store';
import { declarationsOf } from './conflicts';
import {
  addComment,
  appendLog,
  assertTransition,
  filterRequests,
  findVisibleRequest,
  runIntegrationClock,
  sortRequests,
} from './request';
import type { ServiceResolvers } from './types';

const _STAFF = ['SEG', 'CET', 'PRE', 'ADMIN'] as const satisfies readonly RoleName[];

const findStored = (db: MockDatabase, id: string): StoredConference => {
  const stored = db.conferences.find((conference) => conference._id === id);
  if (!stored) throw notFound(REFUSALS.meetingNotFound);
  return stored;
};

const forCaller = (db: MockDatabase, stored: StoredConference, session: MockSession): Conference => {
  const full = toConference(db, stored);
  // As the server: an applicant never receives the minutes.
  const conference =
    session.role === 'RIC' ? { ...full, conferenceDocument: null, conferenceDocumentSigned: null } : full;
  if (canReadMeetingReports(session.role, meetingStatus(conference) === 'closed')) return conference;
  return { ...conference, comments: [], documents: [], omissisDocuments: [], reportVersions: [] };
};

type Filter = z.output<typeof conferenceFilterSchema>;

const filterConferences = (db: MockDatabase, filter: Filter) =>
  db.conferences.filter(
    (conference) =>
      matchesText(conference.subject, filter.subject) &&
      matchesText(conference.agenda, filter.agenda) &&
      matchesDay(conference.startDate, filter.startDate) &&
      matchesDay(conference.endDate, filter.endDate) &&
      (!filter.state || meetingStatus(conference) === filter.state),
  );

const sortConferences = (conferences: readonly StoredConference[], sort: Sort<ConferenceSortField>) =>
  sortItems(conferences, sort, (conference, field) =>
    field === 'state' ? MEETING_STATUS_LABELS[meetingStatus(conference)] : conference[field],
  );

/** Requests held by a meeting that has not closed yet. */
const scheduledRequestIds = (db: MockDatabase): Set<string> =>
  new Set(
    db.conferences
      .filter((conference) => meetingStatus(conference) !== 'closed')
      .flatMap((conference) => conference.requestsUsers.map((entry) => entry.request)),
  );

const availableRequests = (db: MockDatabase): Request[] => {
  const scheduled = scheduledRequestIds(db);
  return db.requests.filter(
    (request) => request.state === 'SUBMITTED' && !request.isClone && !scheduled.has(request._id),
  );
};

const assertRapporteur = (db: MockDatabase, userId: string | null | undefined) => {
  if (!userId) return;
  const user = db.users.find((candidate) => candidate._id === userId);
  if (!user?.roles.some((role) => role.name === 'CET' || role.name === 'SEG')) {
    throw badRequest(REFUSALS.rapporteurRole);
  }
};

const requireRole = (session: MockSession, change: MeetingChange) => {
  const refusal = meetingChangeRefusal(change, session.role ?? null);
  if (refusal) throw forbidden(refusal);
};

const entryOf = (stored: StoredConference, requestId: string) => {
  const entry = stored.requestsUsers.find((candidate) => candidate.request === requestId);
  if (!entry) throw badRequest(REFUSALS.requestNotInMeeting);
  return entry;
};

/** SEG, or the CET member who is the request's rapporteur. */
const requireReviewerOf = (stored: StoredConference, requestId: string, session: MockSession) => {
  const entry = entryOf(stored, requestId);
  if (session.role === 'SEG') return;
  if (session.role === 'CET' && entry.user === session.user._id) return;
  throw forbidden(REFUSALS.secretariatOrRapporteur);
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

/** As the server: every version of a report text or attachment is kept, oldest first. */
const keepVersion = (
  stored: StoredConference,
  session: MockSession,
  date: string,
  version: Omit<ConferenceReportVersion, 'date' | 'user'>,
) => {
  const { _id, fiscalCode, fullname } = session.user;
  stored.reportVersions = [
    ...(stored.reportVersions ?? []),
    { ...version, date, user: { _id, fiscalCode, fullname } },
  ];
};

/** The mocks have no protocol job: an uploaded minutes document is registered at once. */
const registerMinutes = (db: MockDatabase, stored: StoredConference, date: string) => {
  const year = new Date(date).getFullYear();
  stored.protocols = [...stored.protocols, { protocol: nextProtocol(db, year), year, date }];
};

/** As the server: each request still SUBMITTED needs a stated outcome at closing. */
const settleUndecided = (
  db: MockDatabase,
  stored: StoredConference,
  outcomes: readonly { request: string; outcome: MeetingEntryOutcome }[],
  session: MockSession,
  date: string,
) => {
  const undecided = stored.requestsUsers.filter(
    (entry) => db.requests.find((request) => request._id === entry.request)?.state === 'SUBMITTED',
  );
  const stated = new Map(outcomes.map((entry) => [entry.request, entry.outcome]));
  if ([...stated.keys()].some((request) => !undecided.some((entry) => entry.request === request)))
    throw badRequest(REFUSALS.closingOutcomeOfUndecided);
  const missing = undecided.filter((entry) => !stated.has(entry.request));
  if (missing.length > 0)
    throw badRequest(
      'Indica se la richiesta senza esito è rinviata alla prossima riunione o ritirata dall\u2019ordine del giorno',
    );
  for (const entry of undecided) {
    const outcome = stated.get(entry.request) ?? 'postponed';
    entry.outcome = outcome;
    const request = db.requests.find((candidate) => candidate._id === entry.request);
    if (request) appendLog(request, outcome === 'postponed' ? 'POSTPONED' : 'WITHDRAWN', session, date);
  }
};

const EXPORT_HEADER = ['Oggetto', 'Ordine del giorno', 'Data inizio', 'Data fine', 'Stato'];

/** Every call of the service but its history (resolvers/history.ts, joined in resolvers/index.ts). */
export const conferenceResolvers: Omit<
  ServiceResolvers<'conference'>,
  'history' | 'historyExport' | 'declareConflict' | 'conflicts'
> = {
  create: (input, { db }) => {
    const available = new Set(availableRequests(db).map((request) => request._id));
    for (const entry of input.requestsUsers) {
      if (!available.has(entry.request)) {
        throw conflict(REFUSALS.meetingTakesForwardedRequests);
      }
      assertRapporteur(db, entry.user);
    }
    const stored: StoredConference = {
      _id: nextId(db, 'conference'),
      subject: input.subject,
      agenda: input.agenda,
      startDate: input.startDate,
      endDate: input.endDate ?? null,
      openDate: null,
      closeDate: null,
      requestsUsers: input.requestsUsers.map((entry) => ({
        request: entry.request,
        user: entry.user ?? null,
      })),
      comments: [],
      documents: [],
      omissisDocuments: [],
      conferenceDocument: null,
      conferenceDocumentSigned: null,
      protocols: [],
      updated: nextInstant(db),
    };
    db.conferences.push(stored);
    return toConference(db, stored);
  },
  update: (input, context) => {
    const { db } = context;
    const session = requireSession(context);
    const stored = findStored(db, input._id);
    assertVersion(stored.updated, input.updated, STALE_MESSAGES.meeting);
    if (meetingStatus(stored) === 'closed') throw conflict(REFUSALS.meetingClosed);
    const now = nextInstant(db);

    const { subject, agenda, startDate, endDate } = input;
    if ([subject, agenda, startDate, endDate].some((value) => value !== undefined)) {
      requireRole(session, 'details');
      if (meetingStatus(stored) !== 'waiting')
        throw conflict(
          'Oggetto, ordine del giorno e date non si cambiano dopo l\u2019apertura della riunione',
        );
      Object.assign(stored, {
        ...(subject === undefined ? {} : { subject }),
        ...(agenda === undefined ? {} : { agenda }),
        ...(startDate === undefined ? {} : { startDate }),
        ...(endDate === undefined ? {} : { endDate }),
      });
    }
    if (input.requestsUsers) {
      requireRole(session, 'rapporteurs');
      if (meetingStatus(stored) !== 'waiting')
        throw conflict('I relatori non si cambiano dopo l\u2019apertura');
      const allowed = new Set([
        ...availableRequests(db).map((request) => request._id),
        ...stored.requestsUsers.map((entry) => entry.request),
      ]);
      for (const entry of input.requestsUsers) {
        if (!allowed.has(entry.request)) throw conflict('Richiesta non disponibile per la riunione');
        assertRapporteur(db, entry.user);
      }
      stored.requestsUsers = input.requestsUsers.map((entry) => ({
        request: entry.request,
        user: entry.user ?? null,
      }));
    }
    if (input.openDate) {
      requireRole(session, 'open');
      if (!canOpenMeeting(toConference(db, stored), 'PRE')) {
        throw conflict(REFUSALS.meetingOpensWhenReady);
      }
      stored.openDate = now;
    }
    if (input.comment) {
      assertOpen(stored);
      requireReviewerOf(stored, input.comment.request, session);
      stored.comments = upsert(stored.comments, {
        request: input.comment.request,
        body: input.comment.body,
      });
      keepVersion(stored, session, now, {
        request: input.comment.request,
        kind: 'comment',
        body: input.comment.body,
        file: null,
      });
    }
    if (input.documents) {
      assertOpen(stored);
      requireReviewerOf(stored, input.documents.request, session);
      stored.documents = upsert(stored.documents, {
        request: input.documents.request,
        file: documentRef(db, input.documents.file),
      });
      keepVersion(stored, session, now, {
        request: input.documents.request,
        kind: 'report',
        body: null,
        file: documentRef(db, input.documents.file),
      });
    }
    if (input.omissisDocuments) {
      assertOpen(stored);
      requireRole(session, 'omissis');
      entryOf(stored, input.omissisDocuments.request);
      stored.omissisDocuments = upsert(stored.omissisDocuments, {
        request: input.omissisDocuments.request,
        file: documentRef(db, input.omissisDocuments.file),
      });
      keepVersion(stored, session, now, {
        request: input.omissisDocuments.request,
        kind: 'omissis',
        body: null,
        file: documentRef(db, input.omissisDocuments.file),
      });
    }
    if (input.conferenceDocument) {
      assertOpen(stored);
      requireRole(session, 'minutes');
      stored.conferenceDocument = documentRef(db, input.conferenceDocument);
      registerMinutes(db, stored, now);
    }
    if (input.conferenceDocumentSigned) {
      assertOpen(stored);
      requireRole(session, 'signedMinutes');
      if (!stored.conferenceDocument) throw conflict('Il verbale firmato richiede prima il verbale');
      stored.conferenceDocumentSigned = documentRef(db, input.conferenceDocumentSigned);
      registerMinutes(db, stored, now);
    }
    if (input.closeDate) {
      requireRole(session, 'close');
      assertOpen(stored);
      settleUndecided(db, stored, input.outcomes ?? [], session, now);
      stored.closeDate = now;
    } else if (input.outcomes) {
      throw badRequest(REFUSALS.outcomesAtClosing);
    }
    stored.updated = now;
    return forCaller(db, stored, session);
  },
  get: (_input, context) =>
    forCaller(context.db, findStored(context.db, context.params.id ?? ''), requireSession(context)),
  find: ({ query, skip, take, sort }, context) => {
    const session = requireSession(context);
    const page = paginate(sortConferences(filterConferences(context.db, query), sort), skip, take);
    return { ...page, result: page.result.map((stored) => forCaller(context.db, stored, session)) };
  },
  count: ({ query, user }, { db }) => ({
    count: filterConferences(db, query).filter(
      (conference) => !user || conference.requestsUsers.some((entry) => entry.user === user),
    ).length,
  }),
  availableRequests: ({ query, skip, take, sort }, { db }) =>
    paginate(sortRequests(filterRequests(availableRequests(db), query), sort), skip, take),
  checkExistConference: ({ _id }, context) => {
    findVisibleRequest(context, _id);
    return context.db.conferences
      .filter((conference) => conference.requestsUsers.some((entry) => entry.request === _id))
      .map(({ _id: id, subject, agenda, startDate, endDate, openDate, closeDate }) => ({
        _id: id,
        subject,
        agenda,
        startDate,
        endDate,
        openDate,
        closeDate,
      }));
  },
  commit: ({ _id, requestsUsers }, context) => {
    const { db } = context;
    const session = requireSession(context);
    const stored = findStored(db, _id);
    assertOpen(stored);
    const date = nextInstant(db);
    for (const { request: requestId } of requestsUsers) {
      requireReviewerOf(stored, requestId, session);
      const entry = entryOf(stored, requestId);
      const original = db.requests.find((request) => request._id === requestId);
      if (!original || original.isClone) throw conflict(REFUSALS.alreadyFrozen);
      const clone: Request = structuredClone({ ...original, _id: nextId(db, 'request'), isClone: true });
      db.requests.push(clone);
      entry.request = clone._id;
      appendLog(original, 'COMMIT', session, date);
    }
    stored.updated = date;
    return forCaller(db, stored, session);
  },
  minutesDraft: ({ id, type }, context) => {
    const session = requireSession(context);
    const conference = forCaller(context.db, findStored(context.db, id), session);
    const ids = conference.requestsUsers.map((entry) => entry.request._id);
    const declarations = declarationsOf(context.db).filter((declaration) =>
      ids.includes(declaration.request),
    );
    return exportFile(
      {
        title: minutesDraftFileTitle(conference),
        header: MINUTES_DRAFT_COLUMNS.map((column) => column.heading),
        rows: minutesDraftRows(conference, declarations),
      },
      type,
    );
  },
  download: ({ query, type, sort }, { db }) => {
    const rows = sortConferences(filterConferences(db, query), sort).map((conference) => [
      conference.subject,
      conference.agenda,
      formatDate(conference.startDate),
      conference.endDate ? formatDate(conference.endDate) : '',
      MEETING_STATUS_LABELS[meetingStatus(conference)],
    ]);
    return exportFile({ title: 'Riunioni', header: EXPORT_HEADER, rows }, type);
  },
  delete: ({ _id, updated }, { db }) => {
    const stored = findStored(db, _id);
    assertVersion(stored.updated, updated, STALE_MESSAGES.meeting);
    if (meetingStatus(stored) !== 'waiting') throw conflict(REFUSALS.meetingDeletedOnlyBeforeOpening);
    db.conferences = db.conferences.filter((conference) => conference._id !== _id);
    return { _id };
  },
  decide: ({ _id, request: requestId, updated, state, comment }, context) => {
    const session = requireSession(context);
    const stored = findStored(context.db, _id);
    assertOpen(stored);
    const entry = stored.requestsUsers.find((candidate) => candidate.request === requestId);
    if (!entry) throw forbidden(REFUSALS.decidedInItsMeeting);
    const request = context.db.requests.find((candidate) => candidate._id === requestId);
    if (!request) throw notFound(REFUSALS.requestNotFound);
    // A double click repeats the decision just taken: answer it unchanged, as the server does.
    const last = request.logs.at(-1);
    if (
      request.updated !== updated &&
      request.state === state &&
      last?.operation === 'MEETING_DECISION' &&
      last.user === session.user.fiscalCode
    )
      return request;
    assertVersion(request.updated, updated, STALE_MESSAGES.request);
    assertTransition({
      action: 'meetingDecision',
      from: request.state,
      to: state,
      role: session.role as RoleName,
      isRapporteur: entry.user === session.user._id,
      isClone: request.isClone,
      comment: comment ?? null,
    });
    const date = nextInstant(context.db);
    request.state = state;
    runIntegrationClock(context.db, request, date);
    addComment(request, session, comment, date);
    appendLog(request, 'MEETING_DECISION', session, date);
    return request;
  },
};
