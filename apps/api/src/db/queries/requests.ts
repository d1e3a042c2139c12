import {
  type corporateRequestFilterSchema,
  type DelegatedBy,
  type LogOperation,
  REFUSALS,
  type Request,
  type RequestSort,
  type RequestSortField,
  type RequestState,
  type RoleName,
} from '@cet-portal/api-client/contract';
import { type AnyColumn, and, asc, desc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { Refusal } from '../../core/refusal';
import type { Db } from '../database';
import {
  documents,
  protocols,
  requestComments,
  requestDocuments,
  requestLogs,
  requestReports,
  requests,
  users,
} from '../schema';
import { refreshIntegratedDate } from './integratedDates';
import { isTallied, tallyRequests } from './requestTallies';
import {
  builtOnce,
  containsText,
  countRows,
  inList,
  iso,
  isoOrNull,
  lower,
  onRomeDay,
  orderByFields,
  readTogether,
  rowsOf,
  rowsThenTheirFiles,
  UNNAMED,
} from './sql';
import { toUserRef } from './users';
import { asShown, shownState, type WithheldDecisions } from './withheldDecisions';

export type RequestRow = typeof requests.$inferSelect;
export type RequestFilter = z.output<typeof corporateRequestFilterSchema>;

/** Whose requests a caller sees: a requester (RIC) only its own and its company's. */
export interface RequestScope {
  role: RoleName;
  userId: string;
  corporateId: string | null;
  /**
   * For an applicant's reads, the decisions of meetings still open, which it is not shown yet
   * (`withheldDecisions`); none when missing.
   */
  withheld?: WithheldDecisions;
}

export const ownedBy = (scope: Pick<RequestScope, 'userId' | 'corporateId'>): SQL =>
  or(
    eq(requests.userId, scope.userId),
    scope.corporateId ? eq(requests.corporateId, scope.corporateId) : undefined,
  ) as SQL;

/**
 * Lists never show clones, the frozen versions meetings reviewed. Written as `not is_clone`, the
 * predicate of the lists' partial indexes, so the planner matches them whatever the driver binds.
 */
export const listedFor = (scope: RequestScope): SQL | undefined =>
  and(sql`not ${requests.isClone}`, scope.role === 'RIC' ? ownedBy(scope) : undefined);

/** Identifiers are PostgreSQL integers: a larger number matches nothing rather than failing. */
const MAX_IDENTIFIER = 2_147_483_647;

const identifierCondition = (identifier: number | undefined): SQL | undefined => {
  if (identifier === undefined) return undefined;
  return identifier > MAX_IDENTIFIER ? sql`false` : eq(requests.identifier, identifier);
};

/** The typed filter of the lists, counts and exports, within what the caller may see. */
export const requestConditions = (filter: RequestFilter, scope: RequestScope): SQL | undefined =>
  and(
    listedFor(scope),
    filter.states?.length ? inArray(shownState(scope.withheld), filter.states) : undefined,
    filter.type ? eq(requests.type, filter.type) : undefined,
    identifierCondition(filter.identifier),
    containsText(requests.principalInvestigator, filter.principalInvestigator),
    containsText(requests.studyTitle, filter.studyTitle),
    containsText(requests.subject, filter.subject),
    onRomeDay(requests.sent, filter.sentOn),
    filter.user ? eq(requests.userId, filter.user) : undefined,
    filter.corporate ? eq(requests.corporateId, filter.corporate) : undefined,
    filter.onlyIntegrated ? isNotNull(requests.integrated) : undefined,
    filter.onlyLapsed ? isNotNull(requests.integrationLapsed) : undefined,
  );

const SORT_COLUMNS: Record<RequestSortField, AnyColumn | SQL> = {
  identifier: requests.identifier,
  principalInvestigator: lower(requests.principalInvestigator),
  studyTitle: lower(requests.studyTitle),
  subject: lower(requests.subject),
  type: requests.type,
  state: requests.state,
  sent: requests.sent,
  updated: requests.updated,
  integrationDue: requests.integrationDue,
};

/** The list's order; by the state the caller is shown, so a withheld decision does not move a row. */
export const requestOrder = (sort: RequestSort, withheld?: WithheldDecisions): SQL[] =>
  orderByFields(
    sort,
    withheld?.size ? { ...SORT_COLUMNS, state: shownState(withheld) } : SORT_COLUMNS,
    requests.id,
  );

export interface Page {
  skip: number;
  /** Missing: every match (the new-meeting picker's "without limit"). */
  take?: number | undefined;
  sort: RequestSort;
  /** The decisions the caller is not shown yet (its scope's `withheld`). */
  withheld?: WithheldDecisions | undefined;
}

/**
 * One page of requests and the total of the matches: `countAll` when the page does not tell it, by
 * default counting the rows `where` matches.
 */
export const listRequests = async (
  db: Db,
  where: SQL | undefined,
  { skip, take, sort, withheld }: Page,
  countAll: () => Promise<number> = () => countRows(db, requests, where),
) => {
  const query = db
    .select({ id: requests.id })
    .from(requests)
    .where(where)
    .orderBy(...requestOrder(sort, withheld))
    .offset(skip);
  const rows = await (take === undefined ? query : query.limit(take));
  // A page that is not full is the last one: the total is known without counting every match again
  // (an empty page past the end still counts, as it says nothing about the rows before it).
  const isLastPage = (take === undefined || rows.length < take) && (rows.length > 0 || skip === 0);
  const [result, total] = await readTogether(db, [
    async () =>
      (
        await loadRequests(
          db,
          rows.map((row) => row.id),
        )
      ).map((request) => asShown(request, withheld)),
    async () => (isLastPage ? skip + rows.length : countAll()),
  ]);
  return { result, total };
};

/**
 * The listed requests a typed filter matches for a caller: from the tallies when it can, else counted.
 * The tallies count stored states, so an applicant with decisions withheld from it is counted by rows.
 */
export const countRequests = (db: Db, filter: RequestFilter, scope: RequestScope): Promise<number> =>
  isTallied(filter) && !scope.withheld?.size
    ? tallyRequests(db, filter, scope)
    : countRows(db, requests, requestConditions(filter, scope));

const attachedFile = (document: { id: string; fileName: string; updated: Date } | undefined) =>
  document ? { _id: document.id, fileName: document.fileName, updated: iso(document.updated) } : null;

/** What the wire says of a stored file. */
const fileColumns = { id: documents.id, fileName: documents.fileName, updated: documents.updated };

/**
 * The statements that read whole requests by their ids (`ids`, one array parameter), independent of
 * each other so a page runs them together; the forms follow their requests' rows. (Joining the forms
 * to the rows saved a statement but cost the database more in planning the joins than it saved.)
 */
const requestLoaders = builtOnce((db) => ({
  rows: db.select().from(requests).where(inList(requests.id, 'ids')).prepare(UNNAMED),
  forms: db.select(fileColumns).from(documents).where(inList(documents.id, 'ids')).prepare(UNNAMED),
  attachments: db
    .select({ requestId: requestDocuments.requestId, type: requestDocuments.type, ...fileColumns })
    .from(requestDocuments)
    .innerJoin(documents, eq(documents.id, requestDocuments.documentId))
    .where(inList(requestDocuments.requestId, 'ids'))
    .orderBy(asc(requestDocuments.position))
    .prepare(UNNAMED),
  reports: db
    .select({ requestId: requestReports.requestId, ...fileColumns })
    .from(requestReports)
    .innerJoin(documents, eq(documents.id, requestReports.documentId))
    .where(inList(requestReports.requestId, 'ids'))
    .orderBy(asc(requestReports.position))
    .prepare(UNNAMED),
  logs: db
    .select()
    .from(requestLogs)
    .where(inList(requestLogs.requestId, 'ids'))
    .orderBy(asc(requestLogs.date), asc(requestLogs.id))
    .prepare(UNNAMED),
  comments: db
    .select({
      requestId: requestComments.requestId,
      date: requestComments.date,
      body: requestComments.body,
      user: { id: users.id, fiscalCode: users.fiscalCode, fullname: users.fullname },
    })
    .from(requestComments)
    .innerJoin(users, eq(users.id, requestComments.userId))
    .where(inList(requestComments.requestId, 'ids'))
    .orderBy(asc(requestComments.date), asc(requestComments.id))
    .prepare(UNNAMED),
  protocols: db
    .select()
    .from(protocols)
    .where(inList(protocols.requestId, 'ids'))
    .orderBy(asc(protocols.date), asc(protocols.id))
    .prepare(UNNAMED),
}));

/** Requests as the wire carries them (attachments, logs, comments, protocols), in the order of `ids`. */
export const loadRequests = async (db: Db, ids: readonly string[]): Promise<Request[]> => {
  if (ids.length === 0) return [];
  const values = { ids: [...ids] };
  const loaders = requestLoaders(db);
  const [{ rows, files: forms }, attachments, reports, logs, comments, protocolRows] = await readTogether(
    db,
    [
      () =>
        rowsThenTheirFiles(
          () => loaders.rows.execute(values),
          (row) => [row.requestDocumentId, row.reportDocumentId],
          (formIds) => loaders.forms.execute({ ids: formIds }),
        ),
      () => loaders.attachments.execute(values),
      () => loaders.reports.execute(values),
      () => loaders.logs.execute(values),
      () => loaders.comments.execute(values),
      () => loaders.protocols.execute(values),
    ],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return values.ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        _id: row.id,
        identifier: row.identifier,
        state: row.state,
        type: row.type,
        subject: row.subject,
        description: row.description,
        comment: row.comment,
        comments: comments
          .filter((comment) => comment.requestId === id)
          .map((comment) => ({
            user: toUserRef(comment.user),
            date: iso(comment.date),
            body: comment.body,
          })),
        promoterName: row.promoterName,
        promoterVat: row.promoterVat,
        promoterAddress: row.promoterAddress,
        promoterCity: row.promoterCity,
        promoterProvince: row.promoterProvince,
        promoterCountry: row.promoterCountry,
        promoterPostalCode: row.promoterPostalCode,
        promoterTel: row.promoterTel,
        promoterEmail: row.promoterEmail,
        promoterPec: row.promoterPec,
        promoterLegalName: row.promoterLegalName,
        promoterLegalSurname: row.promoterLegalSurname,
        delegatedBy: row.delegatedBy as DelegatedBy | null,
        eudraCTNumber: row.eudraCTNumber,
        studyTitle: row.studyTitle,
        protocolNumber: row.protocolNumber,
        protocolVersion: row.protocolVersion,
        protocolDate: row.protocolDate,
        principalInvestigator: row.principalInvestigator,
        investigationalDrug: row.investigationalDrug,
        linkedRequestId: row.linkedRequestId,
        documents: attachments
          .filter((attachment) => attachment.requestId === id)
          .map((attachment) => ({
            _id: attachment.id,
            fileName: attachment.fileName,
            type: attachment.type,
            updated: iso(attachment.updated),
          })),
        requestDocument: attachedFile(forms.find((form) => form.id === row.requestDocumentId)),
        reportDocument: attachedFile(forms.find((form) => form.id === row.reportDocumentId)),
        reportVersions: reports
          .filter((report) => report.requestId === id)
          .flatMap((report) => attachedFile(report) ?? []),
        protocols: protocolRows
          .filter((protocol) => protocol.requestId === id)
          .map((protocol) => ({
            protocol: protocol.protocol,
            year: protocol.year,
            date: iso(protocol.date),
          })),
        logs: logs
          .filter((log) => log.requestId === id)
          .map((log) => ({
            operation: log.operation,
            role: log.role,
            user: log.userFiscalCode,
            date: iso(log.date),
          })),
        user: row.userId,
        corporate: row.corporateId,
        sent: isoOrNull(row.sent),
        updated: iso(row.updated),
        isClone: row.isClone,
        forwarded: isoOrNull(row.forwarded),
        integrationDue: isoOrNull(row.integrationDue),
        integrationLapsed: isoOrNull(row.integrationLapsed),
      },
    ];
  });
};

export const loadRequest = async (db: Db, id: string): Promise<Request | undefined> =>
  (await loadRequests(db, [id]))[0];

/** A request that must exist (it was just read or written in the same transaction). */
export const requireRequest = async (db: Db, id: string): Promise<Request> => {
  const request = await loadRequest(db, id);
  if (!request) throw new Refusal('NOT_FOUND', REFUSALS.requestNotFound);
  return request;
};

/** A comment for the applicant: the request's current comment and an entry of its comment history. */
export const addComment = async (db: Db, requestId: string, userId: string, body: string, date: Date) => {
  await db.insert(requestComments).values({ requestId, userId, date, body });
};

export interface LogActor {
  role: RoleName;
  fiscalCode: string;
}

/**
 * A row of the request's history: who did what, as which role, when, and the state the operation
 * led to when it changed the state (the dashboard reads each phase's end from it). Every change of
 * state is logged after it is written, so the request's integration date, which depends only on its
 * state and logs, is brought up to date here, in the same transaction.
 */
export const appendLog = async (
  db: Db,
  requestId: string,
  operation: LogOperation,
  actor: LogActor,
  date: Date,
  state: RequestState | null = null,
): Promise<void> => {
  await db
    .insert(requestLogs)
    .values({ requestId, operation, role: actor.role, userFiscalCode: actor.fiscalCode, date, state });
  await refreshIntegratedDate(db, requestId);
};

/** The next request identifier, from the `request_identifier_seq` sequence. */
export const nextRequestIdentifier = async (db: Db): Promise<number> => {
  const [row] = await rowsOf<{ value: number | string }>(
    db,
    sql`select nextval('request_identifier_seq') as value`,
  );
  return Number(row?.value);
};

/** A new report becomes the request's newest version; the earlier ones stay. 409 for one already there. */
export const appendReportVersion = async (db: Db, requestId: string, documentId: string): Promise<void> => {
  const [last] = await db
    .select({ position: requestReports.position })
    .from(requestReports)
    .where(eq(requestReports.requestId, requestId))
    .orderBy(desc(requestReports.position))
    .limit(1);
  const [known] = await db
    .select({ documentId: requestReports.documentId })
    .from(requestReports)
    .where(and(eq(requestReports.requestId, requestId), eq(requestReports.documentId, documentId)));
  if (known) throw new Refusal('CONFLICT', 'Questo verbale è già stato caricato per la richiesta');
  await db.insert(requestReports).values({ requestId, documentId, position: (last?.position ?? -1) + 1 });
};
