import {
  type Conference,
  type ConferenceFilter,
  type ConferenceSortField,
  canReadMeetingReports,
  type Sort,
} from '@cet-portal/api-client/contract';
import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../database';
import {
  conferenceComments,
  conferenceFiles,
  conferenceReportVersions,
  conferenceRequests,
  conferences,
  documents,
  protocols,
  requests,
  users,
} from '../schema';
import type { RequestScope } from './requests';
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
  rowsThenTheirFiles,
  UNNAMED,
} from './sql';
import { toUserRef } from './users';

export type MeetingRow = typeof conferences.$inferSelect;

/** 'Aperta', 'Chiusa' or 'In attesa', from the dates (meetings-and-administration, section 4). */
export const meetingStatusLabelSql: SQL<string> = sql`(case
  when ${conferences.closeDate} is not null then 'Chiusa'
  when ${conferences.openDate} is not null then 'Aperta'
  else 'In attesa' end)`;

export const meetingConditions = (filter: ConferenceFilter): SQL | undefined =>
  and(
    containsText(conferences.subject, filter.subject),
    containsText(conferences.agenda, filter.agenda),
    onRomeDay(conferences.startDate, filter.startDate),
    onRomeDay(conferences.endDate, filter.endDate),
    filter.state === 'open' ? and(isNotNull(conferences.openDate), isNull(conferences.closeDate)) : undefined,
    filter.state === 'closed' ? isNotNull(conferences.closeDate) : undefined,
  );

/** Meetings where the user is the rapporteur of at least one request. */
export const withRapporteur = (userId: string): SQL =>
  sql`exists (select 1 from ${conferenceRequests} where ${conferenceRequests.conferenceId} = ${conferences.id}
    and ${conferenceRequests.rapporteurId} = ${userId})`;

const SORT_COLUMNS: Record<ConferenceSortField, AnyColumn | SQL> = {
  subject: lower(conferences.subject),
  agenda: lower(conferences.agenda),
  startDate: conferences.startDate,
  endDate: conferences.endDate,
  state: meetingStatusLabelSql,
};

export const meetingOrder = (sort: Sort<ConferenceSortField>): SQL[] =>
  orderByFields(sort, SORT_COLUMNS, conferences.id);

/** Requests of a meeting that is waiting or open: they cannot join another one. */
export const scheduledRequestIds = (db: Db) =>
  db
    .select({ id: conferenceRequests.requestId })
    .from(conferenceRequests)
    .innerJoin(conferences, eq(conferences.id, conferenceRequests.conferenceId))
    .where(isNull(conferences.closeDate));

/** Who looks at a meeting: reviewers see everything, others a part (see `loadMeetings`). */
export type ConferenceViewer = RequestScope;

const versionAuthors = alias(users, 'version_authors');

/**
 * The statements that read whole meetings by their ids (`ids`, one array parameter), independent of
 * each other so a page runs them together; the minutes follow their meetings' rows.
 */
const meetingLoaders = builtOnce((db) => ({
  rows: db.select().from(conferences).where(inList(conferences.id, 'ids')).prepare(UNNAMED),
  minutes: db
    .select({ _id: documents.id, fileName: documents.fileName })
    .from(documents)
    .where(inList(documents.id, 'ids'))
    .prepare(UNNAMED),
  entries: db
    .select({
      entry: conferenceRequests,
      request: {
        id: requests.id,
        identifier: requests.identifier,
        subject: requests.subject,
        description: requests.description,
        state: requests.state,
        type: requests.type,
        isClone: requests.isClone,
        userId: requests.userId,
        corporateId: requests.corporateId,
      },
      rapporteur: { id: users.id, fiscalCode: users.fiscalCode, fullname: users.fullname },
    })
    .from(conferenceRequests)
    .innerJoin(requests, eq(requests.id, conferenceRequests.requestId))
    .leftJoin(users, eq(users.id, conferenceRequests.rapporteurId))
    .where(inList(conferenceRequests.conferenceId, 'ids'))
    .orderBy(asc(conferenceRequests.position))
    .prepare(UNNAMED),
  comments: db
    .select()
    .from(conferenceComments)
    .where(inList(conferenceComments.conferenceId, 'ids'))
    .prepare(UNNAMED),
  files: db
    .select({ file: conferenceFiles, fileName: documents.fileName })
    .from(conferenceFiles)
    .innerJoin(documents, eq(documents.id, conferenceFiles.documentId))
    .where(inList(conferenceFiles.conferenceId, 'ids'))
    .prepare(UNNAMED),
  versions: db
    .select({
      version: conferenceReportVersions,
      fileName: documents.fileName,
      author: {
        id: versionAuthors.id,
        fiscalCode: versionAuthors.fiscalCode,
        fullname: versionAuthors.fullname,
      },
    })
    .from(conferenceReportVersions)
    .leftJoin(documents, eq(documents.id, conferenceReportVersions.documentId))
    .leftJoin(versionAuthors, eq(versionAuthors.id, conferenceReportVersions.userId))
    .where(inList(conferenceReportVersions.conferenceId, 'ids'))
    .orderBy(asc(conferenceReportVersions.date), asc(conferenceReportVersions.id))
    .prepare(UNNAMED),
  protocols: db
    .select()
    .from(protocols)
    .where(inList(protocols.conferenceId, 'ids'))
    .orderBy(asc(protocols.date), asc(protocols.id))
    .prepare(UNNAMED),
}));

/**
 * Meetings as the wire carries them, in the order of `ids`. Reports, comments and attachments are
 * for SEG, CET and PRE, and for everyone else once the meeting is closed; a requester (RIC) sees
 * only the entries of its own requests and never the minutes.
 */
export const loadMeetings = async (
  db: Db,
  ids: readonly string[],
  viewer: ConferenceViewer,
): Promise<Conference[]> => {
  if (ids.length === 0) return [];
  const values = { ids: [...ids] };
  const loaders = meetingLoaders(db);
  const [{ rows, files: minutes }, entries, comments, files, versions, protocolRows] = await readTogether(
    db,
    [
      () =>
        rowsThenTheirFiles(
          () => loaders.rows.execute(values),
          (row) => [row.conferenceDocumentId, row.conferenceDocumentSignedId],
          (minuteIds) => loaders.minutes.execute({ ids: minuteIds }),
        ),
      () => loaders.entries.execute(values),
      () => loaders.comments.execute(values),
      () => loaders.files.execute(values),
      () => loaders.versions.execute(values),
      () => loaders.protocols.execute(values),
    ],
  );
  const isRequester = viewer.role === 'RIC';
  const byId = new Map(rows.map((row) => [row.id, row]));
  return values.ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const visibleEntries = entries.filter(
      ({ entry, request }) =>
        entry.conferenceId === id &&
        (!isRequester ||
          request.userId === viewer.userId ||
          (viewer.corporateId !== null && request.corporateId === viewer.corporateId)),
    );
    const visibleRequests = new Set(visibleEntries.map(({ request }) => request.id));
    const showReports = canReadMeetingReports(viewer.role, row.closeDate !== null);
    const reportFiles = (kind: 'report' | 'omissis') =>
      showReports
        ? files
            .filter(
              ({ file }) =>
                file.conferenceId === id && file.kind === kind && visibleRequests.has(file.requestId),
            )
            .map(({ file, fileName }) => ({
              request: file.requestId,
              file: { _id: file.documentId, fileName },
            }))
        : [];
    const minute = (documentId: string | null) =>
      isRequester ? null : (minutes.find((document) => document._id === documentId) ?? null);
    return [
      {
        _id: row.id,
        subject: row.subject,
        agenda: row.agenda,
        startDate: iso(row.startDate),
        endDate: isoOrNull(row.endDate),
        openDate: isoOrNull(row.openDate),
        closeDate: isoOrNull(row.closeDate),
        requestsUsers: visibleEntries.map(({ entry, request, rapporteur }) => ({
          request: {
            _id: request.id,
            identifier: request.identifier,
            subject: request.subject,
            description: request.description,
            state: viewer.withheld?.get(request.id)?.state ?? request.state,
            type: request.type,
            isClone: request.isClone,
          },
          user: rapporteur ? toUserRef(rapporteur) : null,
          outcome: entry.outcome,
        })),
        comments: showReports
          ? comments
              .filter((comment) => comment.conferenceId === id && visibleRequests.has(comment.requestId))
              .map((comment) => ({ request: comment.requestId, body: comment.body }))
          : [],
        documents: reportFiles('report'),
        omissisDocuments: reportFiles('omissis'),
        conferenceDocument: minute(row.conferenceDocumentId),
        conferenceDocumentSigned: minute(row.conferenceDocumentSignedId),
        reportVersions: showReports
          ? versions
              .filter(({ version }) => version.conferenceId === id && visibleRequests.has(version.requestId))
              .map(({ version, fileName, author }) => ({
                request: version.requestId,
                kind: version.kind,
                body: version.body,
                file: version.documentId && fileName !== null ? { _id: version.documentId, fileName } : null,
                date: iso(version.date),
                user: author ? toUserRef(author) : null,
              }))
          : [],
        protocols: protocolRows
          .filter((protocol) => protocol.conferenceId === id)
          .map((protocol) => ({
            protocol: protocol.protocol,
            year: protocol.year,
            date: iso(protocol.date),
          })),
        updated: iso(row.updated),
      },
    ];
  });
};

export const listMeetings = async (
  db: Db,
  where: SQL | undefined,
  { skip, take, sort }: { skip: number; take: number; sort: Sort<ConferenceSortField> },
  viewer: ConferenceViewer,
) => {
  const rows = await db
    .select({ id: conferences.id })
    .from(conferences)
    .where(where)
    .orderBy(...meetingOrder(sort))
    .limit(take)
    .offset(skip);
  const [result, total] = await readTogether(db, [
    () =>
      loadMeetings(
        db,
        rows.map((row) => row.id),
        viewer,
      ),
    () => countRows(db, conferences, where),
  ]);
  return { result, total };
};

/**
 * The rapporteur of a request in the meeting that holds it now: the latest meeting listing the request
 * or one of its frozen copies (a meeting's entry points at the copy once committed). Null when no
 * meeting holds it or the meeting has no rapporteur for it.
 */
export const currentRapporteurOf = async (db: Db, requestId: string): Promise<string | null> => {
  const copies = db.select({ id: requests.id }).from(requests).where(eq(requests.cloneOf, requestId));
  const [entry] = await db
    .select({ rapporteurId: conferenceRequests.rapporteurId })
    .from(conferenceRequests)
    .innerJoin(conferences, eq(conferences.id, conferenceRequests.conferenceId))
    .where(or(eq(conferenceRequests.requestId, requestId), inArray(conferenceRequests.requestId, copies)))
    .orderBy(desc(conferences.startDate), desc(conferences.id))
    .limit(1);
  return entry?.rapporteurId ?? null;
};
