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
import { containsText, countRows, iso, isoOrNull, lower, onRomeDay, orderByFields } from './sql';
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
  const list = [...ids];
  const rows = await db.select().from(conferences).where(inArray(conferences.id, list));
  const entries = await db
    .select({ entry: conferenceRequests, request: requests, rapporteur: users })
    .from(conferenceRequests)
    .innerJoin(requests, eq(requests.id, conferenceRequests.requestId))
    .leftJoin(users, eq(users.id, conferenceRequests.rapporteurId))
    .where(inArray(conferenceRequests.conferenceId, list))
    .orderBy(asc(conferenceRequests.position));
  const comments = await db
    .select()
    .from(conferenceComments)
    .where(inArray(conferenceComments.conferenceId, list));
  const files = await db
    .select({ file: conferenceFiles, fileName: documents.fileName })
    .from(conferenceFiles)
    .innerJoin(documents, eq(documents.id, conferenceFiles.documentId))
    .where(inArray(conferenceFiles.conferenceId, list));
  const minuteIds = rows.flatMap((row) =>
    [row.conferenceDocumentId, row.conferenceDocumentSignedId].filter((id): id is string => id !== null),
  );
  const minutes =
    minuteIds.length === 0
      ? []
      : await db
          .select({ _id: documents.id, fileName: documents.fileName })
          .from(documents)
          .where(inArray(documents.id, minuteIds));
  const versionAuthors = alias(users, 'version_authors');
  const versions = await db
    .select({ version: conferenceReportVersions, fileName: documents.fileName, author: versionAuthors })
    .from(conferenceReportVersions)
    .leftJoin(documents, eq(documents.id, conferenceReportVersions.documentId))
    .leftJoin(versionAuthors, eq(versionAuthors.id, conferenceReportVersions.userId))
    .where(inArray(conferenceReportVersions.conferenceId, list))
    .orderBy(asc(conferenceReportVersions.date), asc(conferenceReportVersions.id));
  const protocolRows = await db
    .select()
    .from(protocols)
    .where(inArray(protocols.conferenceId, list))
    .orderBy(asc(protocols.date), asc(protocols.id));
  const isRequester = viewer.role === 'RIC';
  const byId = new Map(rows.map((row) => [row.id, row]));
  return list.flatMap((id) => {
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
            state: request.state,
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
  return {
    result: await loadMeetings(
      db,
      rows.map((row) => row.id),
      viewer,
    ),
    total: await countRows(db, conferences, where),
  };
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
