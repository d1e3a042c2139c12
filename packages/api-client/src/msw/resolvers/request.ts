import type { z } from 'zod';
import type { ParsedCallInput } from '../../contract/calls';
import type { RoleName } from '../../contract/enums';
import { STALE_MESSAGES } from '../../contract/envelope';
import {
  DEADLINE_NOT_RUNNING_MESSAGE,
  deadlineExtensionComment,
  extendedDue,
  integrationDueAfter,
  isDeadlineRunning,
} from '../../contract/integrationClock';
import { meetingStatus } from '../../contract/meeting';
import { notEditableRefusal, notSendableRefusal, REFUSALS } from '../../contract/refusals';
import {
  type corporateRequestFilterSchema,
  EMPTY_REQUEST_FIELDS,
  type Request,
  type RequestLog,
  type RequestSort,
} from '../../contract/request';
import { DEFAULT_INTEGRATION_LIMIT_DAYS } from '../../contract/requestConfig';
import { incompleteRequestRefusal } from '../../contract/requestRules';
import {
  checkTransition,
  integratedDate,
  isRicEditable,
  mayAttachReport,
  REPORT_RAPPORTEUR_ONLY_MESSAGE,
  REPORT_UPLOAD_STATES,
  RIC_DELETABLE_STATES,
  sendTarget,
  TRANSITION_REFUSAL_CODES,
  type TransitionAttempt,
} from '../../contract/stateMachine';
import { formatDate } from '../../helpers/dates';
import { REQUEST_STATE_LABELS } from '../../helpers/labels';
import {
  assertVersion,
  badRequest,
  conflict,
  forbidden,
  type MockContext,
  type MockSession,
  notFound,
  requireSession,
} from '../context';
import { exportFile } from '../exports';
import { PLACEHOLDER_PDF_BASE64 } from '../fixtures/factories';
import { matchesDay, matchesText, paginate, sortItems } from '../query';
import { type MockDatabase, nextId, nextInstant, toUserRef } from '../store';
import type { ServiceResolvers } from './types';

export const ownsRequest = ({ user }: MockSession, request: Request): boolean =>
  request.user === user._id || (user.corporate !== null && request.corporate === user.corporate._id);

/** Clones are frozen meeting snapshots, never listed; a requester sees its own or its company's. */
export const visibleRequests = (db: MockDatabase, session: MockSession): Request[] =>
  db.requests.filter(
    (request) => !request.isClone && (session.role !== 'RIC' || ownsRequest(session, request)),
  );

type ParsedFilter = z.output<typeof corporateRequestFilterSchema>;

export const filterRequests = (requests: readonly Request[], filter: ParsedFilter): Request[] =>
  requests.filter(
    (request) =>
      (!filter.states?.length || filter.states.includes(request.state)) &&
      (!filter.type || request.type === filter.type) &&
      (filter.identifier === undefined || request.identifier === filter.identifier) &&
      matchesText(request.principalInvestigator, filter.principalInvestigator) &&
      matchesText(request.studyTitle, filter.studyTitle) &&
      matchesText(request.subject, filter.subject) &&
      matchesDay(request.sent, filter.sentOn) &&
      (!filter.user || request.user === filter.user) &&
      (!filter.corporate || request.corporate === filter.corporate) &&
      (!filter.onlyIntegrated || integratedDate(request) !== null) &&
      (!filter.onlyLapsed || request.integrationLapsed !== null),
  );

export const sortRequests = (requests: readonly Request[], sort: RequestSort): Request[] =>
  sortItems(requests, sort, (request, field) => request[field]);

const query = (context: MockContext, filter: ParsedFilter): Request[] =>
  filterRequests(visibleRequests(context.db, requireSession(context)), filter);

/** A request the caller may see: 404 when it does not exist, 403 when it belongs to someone else. */
export const findVisibleRequest = (context: MockContext, id: string): Request => {
  const session = requireSession(context);
  const request = context.db.requests.find((candidate) => candidate._id === id);
  if (!request) throw notFound(REFUSALS.requestNotFound);
  if (session.role === 'RIC' && !ownsRequest(session, request)) {
    throw forbidden(REFUSALS.otherApplicantsRequest);
  }
  return request;
};

export const appendLog = (
  request: Request,
  operation: RequestLog['operation'],
  session: MockSession,
  date: string,
) => {
  request.logs.push({ operation, role: session.role as RoleName, user: session.user.fiscalCode, date });
  request.updated = date;
};

const REFUSAL_ERRORS = { CONFLICT: conflict, BAD_REQUEST: badRequest, FORBIDDEN: forbidden } as const;

/** Applies the state machine; a refusal becomes the error the server answers with. */
export const assertTransition = (attempt: TransitionAttempt): void => {
  const refusal = checkTransition(attempt);
  if (refusal) throw REFUSAL_ERRORS[TRANSITION_REFUSAL_CODES[refusal.reason]](refusal.message);
};

/**
 * The integration clock after a state change, as the server keeps it (docs/deadlines.md): a fresh round
 * of the type's limit in TO_INTEGRATE or TO_INTEGRATE_CER, stopped in any other state.
 */
export const runIntegrationClock = (db: MockDatabase, request: Request, date: string) => {
  const limit =
    db.requestConfigs.find((config) => config.requestType === request.type)?.integrationLimitDays ??
    DEFAULT_INTEGRATION_LIMIT_DAYS;
  request.integrationDue = integrationDueAfter(request.state, new Date(date), limit)?.toISOString() ?? null;
  request.integrationLapsed = null;
};

export const addComment = (
  request: Request,
  session: MockSession,
  body: string | undefined,
  date: string,
) => {
  if (!body) return;
  request.comment = body;
  request.comments.push({ user: toUserRef(session.user), date, body });
};

type Fields = Omit<ParsedCallInput<'request.create'>, 'documents'> & {
  documents?: ParsedCallInput<'request.create'>['documents'];
};

const applyFields = (db: MockDatabase, request: Request, { documents, ...fields }: Fields) => {
  Object.assign(request, fields);
  if (documents) {
    request.documents = documents.map(({ _id, type }) => {
      const stored = db.documents.get(_id);
      if (!stored) throw badRequest(`Documento sconosciuto: ${_id}`);
      return { _id, fileName: stored.fileName, type, updated: stored.updated };
    });
  }
};

/** The request's rapporteur in the latest meeting that lists it, as the server decides. */
const rapporteurOf = (db: MockDatabase, requestId: string): string | null =>
  db.conferences
    .filter((conference) => conference.requestsUsers.some((entry) => entry.request === requestId))
    .sort((a, b) => b.startDate.localeCompare(a.startDate))[0]
    ?.requestsUsers.find((entry) => entry.request === requestId)?.user ?? null;

const blankRequest = (db: MockDatabase, session: MockSession, date: string): Request => ({
  _id: nextId(db, 'request'),
  identifier: null,
  state: 'DRAFT',
  ...EMPTY_REQUEST_FIELDS,
  comment: null,
  comments: [],
  documents: [],
  requestDocument: null,
  reportDocument: null,
  reportVersions: [],
  protocols: [],
  logs: [],
  user: session.user._id,
  corporate: session.user.corporate?._id ?? null,
  sent: null,
  updated: date,
  isClone: false,
  forwarded: null,
  integrationDue: null,
  integrationLapsed: null,
});

const requestForChange = (context: MockContext, id: string, seen: string): Request => {
  const request = findVisibleRequest(context, id);
  assertVersion(request.updated, seen, STALE_MESSAGES.request);
  return request;
};

const corporateFilter = (context: MockContext, filter: ParsedFilter): ParsedFilter => {
  const { user, role } = requireSession(context);
  const corporate = filter.corporate ?? user.corporate?._id;
  if (!corporate) throw badRequest('Nessun ente associato all\u2019utente');
  if (role === 'RIC' && corporate !== user.corporate?._id) throw forbidden(REFUSALS.otherCompanysRequests);
  return { ...filter, corporate };
};

const EXPORT_HEADER = [
  'Identificativo',
  'Sperimentatore principale',
  'Titolo dello studio',
  'Oggetto',
  'Tipologia',
  'Stato',
  'Data invio',
  'Data ultima integrazione',
];

/** Every call of the service but its history, submissions and figures (own files, joined in resolvers/index.ts). */
export const requestResolvers: Omit<
  ServiceResolvers<'request'>,
  'history' | 'historyExport' | 'submissions' | 'compare' | 'figures'
> = {
  create: (input, context) => {
    const session = requireSession(context);
    const date = nextInstant(context.db);
    const request = blankRequest(context.db, session, date);
    applyFields(context.db, request, input);
    appendLog(request, 'CREATE', session, date);
    context.db.requests.push(request);
    return request;
  },
  update: ({ _id, updated, reportDocument, ...fields }, context) => {
    const session = requireSession(context);
    const request = requestForChange(context, _id, updated);
    const date = nextInstant(context.db);
    if (session.role === 'RIC') {
      if (reportDocument) throw forbidden(REFUSALS.applicantUploadsNoReport);
      if (!isRicEditable(request.state)) {
        throw conflict(notEditableRefusal(request.state));
      }
      applyFields(context.db, request, fields);
      appendLog(request, request.state === 'DRAFT' ? 'DRAFT_SAVE' : 'UPDATE', session, date);
      return request;
    }
    if (Object.keys(fields).length > 0) throw forbidden(REFUSALS.onlyApplicantEditsFields);
    if (!reportDocument) throw badRequest(REFUSALS.nothingToChange);
    if (!(REPORT_UPLOAD_STATES as readonly string[]).includes(request.state)) {
      throw conflict('Il verbale non può essere caricato in questo stato della richiesta');
    }
    const isRapporteur = rapporteurOf(context.db, _id) === session.user._id;
    if (session.role === null || !mayAttachReport(session.role, isRapporteur)) {
      throw forbidden(REPORT_RAPPORTEUR_ONLY_MESSAGE);
    }
    const stored = context.db.documents.get(reportDocument);
    if (!stored) throw badRequest(`Documento sconosciuto: ${reportDocument}`);
    request.reportDocument = { _id: stored._id, fileName: stored.fileName, updated: date };
    request.reportVersions.push(request.reportDocument);
    appendLog(request, 'UPLOAD', session, date);
    return request;
  },
  delete: ({ _id }, context) => {
    const request = findVisibleRequest(context, _id);
    if (!(RIC_DELETABLE_STATES as readonly string[]).includes(request.state)) {
      throw conflict(REFUSALS.onlyDraftsDeleted);
    }
    context.db.requests = context.db.requests.filter((candidate) => candidate._id !== _id);
    return { _id };
  },
  get: (_input, context) => findVisibleRequest(context, context.params.id ?? ''),
  find: ({ query: filter, skip, take, sort }, context) =>
    paginate(sortRequests(query(context, filter), sort), skip, take),
  findByIdentifierNumber: ({ identifier }, context) => query(context, { identifier })[0] ?? null,
  getIntegratedRequest: ({ stato }, context) => query(context, { states: [stato], onlyIntegrated: true }),
  count: ({ query: filter }, context) => ({ count: query(context, filter).length }),
  countByState: ({ states }, context) => ({ count: query(context, { states }).length }),
  countByUserAndState: ({ user, states }, context) => ({ count: query(context, { user, states }).length }),
  // Without `user`, the same scope as the list beside the count: an applicant's own and its company's.
  countToIntegrate: ({ user }, context) => ({
    count: query(context, {
      ...(user ? { user } : {}),
      states: ['TO_INTEGRATE', 'TO_INTEGRATE_CER'],
    }).length,
  }),
  findByCorporate: ({ query: filter, skip, take, sort }, context) =>
    paginate(sortRequests(query(context, corporateFilter(context, filter)), sort), skip, take),
  countByCorporate: ({ query: filter }, context) => ({
    count: query(context, corporateFilter(context, filter)).length,
  }),
  download: ({ query: filter, type, sort, title }, context) => {
    const rows = sortRequests(query(context, filter), sort).map((request) => {
      const integrated = integratedDate(request);
      return [
        request.identifier,
        request.principalInvestigator,
        request.studyTitle,
        request.subject,
        request.type,
        REQUEST_STATE_LABELS[request.state],
        request.sent ? formatDate(request.sent) : '',
        integrated ? formatDate(integrated) : '',
      ];
    });
    return exportFile({ title: title ?? 'Lista Richieste', header: EXPORT_HEADER, rows }, type);
  },
  send: ({ _id, updated }, context) => {
    const session = requireSession(context);
    const request = requestForChange(context, _id, updated);
    const target = sendTarget(request.state);
    if (!target) throw conflict(notSendableRefusal(request.state));
    const config = context.db.requestConfigs.find((candidate) => candidate.requestType === request.type);
    const refusal = incompleteRequestRefusal(request, config);
    if (refusal) throw badRequest(refusal);
    const date = nextInstant(context.db);
    if (request.identifier === null) {
      context.db.counters.identifier += 1;
      request.identifier = context.db.counters.identifier;
    }
    const form = {
      _id: nextId(context.db, 'document'),
      fileName: `Richiesta_${request.identifier}.pdf`,
      updated: date,
    };
    context.db.documents.set(form._id, {
      ...form,
      type: null,
      contentType: 'application/pdf',
      data: PLACEHOLDER_PDF_BASE64,
    });
    request.requestDocument = form;
    request.state = target;
    request.sent = date;
    runIntegrationClock(context.db, request, date);
    appendLog(request, 'SEND', session, date);
    return request;
  },
  decide: ({ _id, updated, state, comment }, context) => {
    const session = requireSession(context);
    const request = requestForChange(context, _id, updated);
    assertTransition({
      action: 'decide',
      from: request.state,
      to: state,
      role: 'SEG',
      comment: comment ?? null,
    });
    const date = nextInstant(context.db);
    request.state = state;
    if (state === 'SUBMITTED') request.forwarded = date;
    runIntegrationClock(context.db, request, date);
    addComment(request, session, comment, date);
    appendLog(request, 'DECISION', session, date);
    return request;
  },
  restore: ({ _id, updated }, context) => {
    const session = requireSession(context);
    const request = requestForChange(context, _id, updated);
    const live = context.db.conferences.find(
      (conference) =>
        meetingStatus(conference) !== 'closed' &&
        conference.requestsUsers.some((entry) => entry.request === _id),
    );
    if (live)
      throw forbidden(
        `La richiesta è nella riunione "${live.subject}", in attesa o aperta: non può essere ripristinata finché la riunione non è chiusa`,
      );
    assertTransition({ action: 'restore', from: request.state, to: 'PENDING', role: 'SEG' });
    const date = nextInstant(context.db);
    request.state = 'PENDING';
    runIntegrationClock(context.db, request, date);
    appendLog(request, 'RESTORE', session, date);
    return request;
  },
  extendDeadline: ({ _id, updated, days, reason }, context) => {
    const session = requireSession(context);
    const request = requestForChange(context, _id, updated);
    if (!request.integrationDue || !isDeadlineRunning(request)) throw conflict(DEADLINE_NOT_RUNNING_MESSAGE);
    const date = nextInstant(context.db);
    request.integrationDue = extendedDue(
      new Date(request.integrationDue),
      new Date(date),
      days,
    ).toISOString();
    request.integrationLapsed = null;
    request.comments.push({
      user: toUserRef(session.user),
      date,
      body: deadlineExtensionComment(days, reason),
    });
    appendLog(request, 'DEADLINE_EXTENDED', session, date);
    return request;
  },
};
