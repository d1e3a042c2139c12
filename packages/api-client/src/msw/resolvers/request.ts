import type { ParsedCallInput } from '../../contract/calls';
import { STALE_MESSAGES } from '../../contract/envelope';
import {
  exportDay,
  REQUEST_EXPORT_COLUMNS,
  REQUEST_EXPORT_TITLE,
  REQUEST_INTEGRATION_COLUMN,
  requestExportCells,
} from '../../contract/exportTables';
import { type CorporateRequestFilter, EMPTY_REQUEST_FIELDS, type Request } from '../../contract/request';
import {
  DEADLINE_NOT_RUNNING_MESSAGE,
  deadlineExtensionComment,
  extendedDue,
  isDeadlineRunning,
} from '../../contract/rules/integrationClock';
import { meetingStatus } from '../../contract/rules/meeting';
import {
  inLiveMeetingRefusal,
  notEditableRefusal,
  notSendableRefusal,
  REFUSALS,
} from '../../contract/rules/refusals';
import { mayReadRequest } from '../../contract/rules/requestAccess';
import { incompleteRequestRefusal } from '../../contract/rules/requestRules';
import {
  integratedDate,
  isRicEditable,
  mayAttachReport,
  REPORT_RAPPORTEUR_ONLY_MESSAGE,
  REPORT_UPLOAD_STATES,
  RIC_DELETABLE_STATES,
  sendTarget,
} from '../../contract/rules/stateMachine';
import { changeVersioned, insert, remove } from '../collection';
import { badRequest, conflict, forbidden, type MockContext, requireSession } from '../context';
import { exportFile } from '../exports';
import { PLACEHOLDER_PDF_BASE64 } from '../fixtures/factories';
import { among, day, equals, filterBy, listPage, type Matchers, text } from '../query';
import { appendLog, assertTransition, changeState, findVisibleRequest, scopeOf } from '../requestStore';
import { type MockDatabase, nextId, toUserRef } from '../store';
import type { ServiceResolvers } from './types';

/** The request filter's fields, declared once for every list, count and export. */
export const REQUEST_MATCHERS: Matchers<Request, CorporateRequestFilter> = {
  states: among((request) => request.state),
  type: equals((request) => request.type),
  identifier: equals((request) => request.identifier),
  principalInvestigator: text((request) => request.principalInvestigator),
  studyTitle: text((request) => request.studyTitle),
  subject: text((request) => request.subject),
  sentOn: day((request) => request.sent),
  user: equals((request) => request.user),
  corporate: equals((request) => request.corporate),
  onlyIntegrated: (request) => integratedDate(request) !== null,
  onlyLapsed: (request) => request.integrationLapsed !== null,
};

/** The requests the caller may list (clones are frozen meeting snapshots, never listed) that match. */
const query = (context: MockContext, filter: CorporateRequestFilter): Request[] => {
  const scope = scopeOf(requireSession(context));
  const visible = context.db.requests.filter((request) => !request.isClone && mayReadRequest(request, scope));
  return filterBy(visible, filter, REQUEST_MATCHERS);
};

/** The company a corporate list is about: the one asked for, else the caller's; a requester only its own. */
const corporateFilter = (context: MockContext, filter: CorporateRequestFilter): CorporateRequestFilter => {
  const { corporateId, role } = scopeOf(requireSession(context));
  const corporate = filter.corporate ?? corporateId;
  if (!corporate) throw badRequest(REFUSALS.noCompany);
  if (role === 'RIC' && corporate !== corporateId) throw forbidden(REFUSALS.otherCompanysRequests);
  return { ...filter, corporate };
};

const documentRef = (db: MockDatabase, id: string) => {
  const stored = db.documents.get(id);
  if (!stored) throw badRequest(`Documento sconosciuto: ${id}`);
  return stored;
};

type Fields = Partial<ParsedCallInput<'request.create'>>;
const applyFields = (db: MockDatabase, request: Request, { documents, ...fields }: Fields) => {
  Object.assign(request, fields);
  if (documents)
    request.documents = documents.map(({ _id, type }) => ({ ...pick(documentRef(db, _id)), type }));
};
const pick = ({ _id, fileName, updated }: { _id: string; fileName: string; updated: string }) => ({
  _id,
  fileName,
  updated,
});

/** The request's rapporteur in the latest meeting that lists it, as the server decides. */
const rapporteurOf = (db: MockDatabase, requestId: string): string | null =>
  db.conferences
    .filter((conference) => conference.requestsUsers.some((entry) => entry.request === requestId))
    .sort((a, b) => b.startDate.localeCompare(a.startDate))[0]
    ?.requestsUsers.find((entry) => entry.request === requestId)?.user ?? null;

/** Finds a request the caller may see and changes it under the lost-update guard. */
const changeRequest = (
  context: MockContext,
  input: { _id: string; updated: string },
  change: (request: Request, now: string) => void,
) => {
  findVisibleRequest(context, input._id);
  const refusals = { notFound: REFUSALS.requestNotFound, stale: STALE_MESSAGES.request };
  return changeVersioned(context.db, context.db.requests, input, refusals, change);
};

/** What a new request holds before its applicant fills it in (cloned: its lists are each request's own). */
const BLANK_REQUEST: Omit<Request, '_id' | 'user' | 'corporate' | 'updated'> = {
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
  sent: null,
  isClone: false,
  forwarded: null,
  integrationDue: null,
  integrationLapsed: null,
};

/** Every call of the service but its history, submissions and figures (own files, joined in resolvers/index.ts). */
export const requestResolvers: Omit<
  ServiceResolvers<'request'>,
  'history' | 'historyExport' | 'submissions' | 'compare' | 'figures'
> = {
  create: (input, context) => {
    const session = requireSession(context);
    return insert(context.db, context.db.requests, 'request', (_id, date) => {
      const { userId: user, corporateId: corporate } = scopeOf(session);
      const request: Request = { ...structuredClone(BLANK_REQUEST), _id, user, corporate, updated: date };
      applyFields(context.db, request, input);
      appendLog(request, 'CREATE', session, date);
      return request;
    });
  },
  update: ({ _id, updated, reportDocument, ...fields }, context) => {
    const session = requireSession(context);
    return changeRequest(context, { _id, updated }, (request, date) => {
      if (session.role === 'RIC') {
        if (reportDocument) throw forbidden(REFUSALS.applicantUploadsNoReport);
        if (!isRicEditable(request.state)) throw conflict(notEditableRefusal(request.state));
        applyFields(context.db, request, fields);
        return appendLog(request, request.state === 'DRAFT' ? 'DRAFT_SAVE' : 'UPDATE', session, date);
      }
      if (Object.keys(fields).length > 0) throw forbidden(REFUSALS.onlyApplicantEditsFields);
      if (!reportDocument) throw badRequest(REFUSALS.nothingToChange);
      if (!(REPORT_UPLOAD_STATES as readonly string[]).includes(request.state))
        throw conflict(REFUSALS.reportUploadState);
      const isRapporteur = rapporteurOf(context.db, _id) === session.user._id;
      if (session.role === null || !mayAttachReport(session.role, isRapporteur))
        throw forbidden(REPORT_RAPPORTEUR_ONLY_MESSAGE);
      request.reportDocument = { ...pick(documentRef(context.db, reportDocument)), updated: date };
      request.reportVersions.push(request.reportDocument);
      appendLog(request, 'UPLOAD', session, date);
    });
  },
  delete: ({ _id }, context) => {
    const request = findVisibleRequest(context, _id);
    if (!(RIC_DELETABLE_STATES as readonly string[]).includes(request.state))
      throw conflict(REFUSALS.onlyDraftsDeleted);
    return remove(context.db.requests, _id);
  },
  get: (_input, context) => findVisibleRequest(context, context.params.id ?? ''),
  find: (input, context) => listPage(query(context, input.query), input),
  findByIdentifierNumber: ({ identifier }, context) => query(context, { identifier })[0] ?? null,
  getIntegratedRequest: ({ stato }, context) => query(context, { states: [stato], onlyIntegrated: true }),
  count: ({ query: filter }, context) => ({ count: query(context, filter).length }),
  countByState: ({ states }, context) => ({ count: query(context, { states }).length }),
  countByUserAndState: ({ user, states }, context) => ({ count: query(context, { user, states }).length }),
  // Without `user`, the same scope as the list beside the count: an applicant's own and its company's.
  countToIntegrate: ({ user }, context) => ({
    count: query(context, { user, states: ['TO_INTEGRATE', 'TO_INTEGRATE_CER'] }).length,
  }),
  findByCorporate: (input, context) => listPage(query(context, corporateFilter(context, input.query)), input),
  countByCorporate: ({ query: filter }, context) => ({
    count: query(context, corporateFilter(context, filter)).length,
  }),
  download: ({ query: filter, type, sort, title = REQUEST_EXPORT_TITLE }, context) => {
    const staff = requireSession(context).role !== 'RIC';
    const rows = listPage(query(context, filter), { sort, skip: 0 }).result.map((request) => {
      const cells = requestExportCells(request, exportDay);
      return staff ? [...cells, exportDay(integratedDate(request))] : cells;
    });
    const columns = staff ? [...REQUEST_EXPORT_COLUMNS, REQUEST_INTEGRATION_COLUMN] : REQUEST_EXPORT_COLUMNS;
    return exportFile({ title, columns, rows }, type);
  },
  send: (input, context) =>
    changeRequest(context, input, (request, date) => {
      const target = sendTarget(request.state);
      if (!target) throw conflict(notSendableRefusal(request.state));
      const config = context.db.requestConfigs.find((candidate) => candidate.requestType === request.type);
      const refusal = incompleteRequestRefusal(request, config);
      if (refusal) throw badRequest(refusal);
      request.identifier ??= ++context.db.counters.identifier;
      const form = { _id: nextId(context.db, 'document'), fileName: `Richiesta_${request.identifier}.pdf` };
      request.requestDocument = { ...form, updated: date };
      const pdf = { type: null, contentType: 'application/pdf', data: PLACEHOLDER_PDF_BASE64 };
      context.db.documents.set(form._id, { ...request.requestDocument, ...pdf });
      request.sent = date;
      changeState(context.db, request, { state: target, operation: 'SEND' }, requireSession(context), date);
    }),
  decide: ({ _id, updated, state, comment }, context) =>
    changeRequest(context, { _id, updated }, (request, date) => {
      const attempt = { action: 'decide', from: request.state, to: state, role: 'SEG' } as const;
      assertTransition({ ...attempt, comment: comment ?? null });
      if (state === 'SUBMITTED') request.forwarded = date;
      changeState(
        context.db,
        request,
        { state, operation: 'DECISION', comment },
        requireSession(context),
        date,
      );
    }),
  restore: (input, context) =>
    changeRequest(context, input, (request, date) => {
      const live = context.db.conferences.find(
        (conference) =>
          meetingStatus(conference) !== 'closed' &&
          conference.requestsUsers.some((entry) => entry.request === input._id),
      );
      if (live) throw forbidden(inLiveMeetingRefusal(live.subject));
      assertTransition({ action: 'restore', from: request.state, to: 'PENDING', role: 'SEG' });
      changeState(
        context.db,
        request,
        { state: 'PENDING', operation: 'RESTORE' },
        requireSession(context),
        date,
      );
    }),
  extendDeadline: ({ _id, updated, days, reason }, context) => {
    const session = requireSession(context);
    return changeRequest(context, { _id, updated }, (request, date) => {
      if (!request.integrationDue || !isDeadlineRunning(request))
        throw conflict(DEADLINE_NOT_RUNNING_MESSAGE);
      request.integrationDue = extendedDue(
        new Date(request.integrationDue),
        new Date(date),
        days,
      ).toISOString();
      request.integrationLapsed = null;
      const body = deadlineExtensionComment(days, reason);
      request.comments.push({ user: toUserRef(session.user), date, body });
      appendLog(request, 'DEADLINE_EXTENDED', session, date);
    });
  },
};
