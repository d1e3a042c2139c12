import {
  describeRequestOperation,
  historyKindOfOperation,
  type LogOperation,
  logOperationSchema,
  REQUEST_DOWNLOAD_LABELS,
  REQUEST_UPLOAD_SENTENCES,
  type RequestState,
  requestStateSchema,
} from '@cet-portal/api-client/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { iso } from '../db/queries/sql';
import {
  hidesLog,
  NONE_WITHHELD,
  type ShownBeforeDecision,
  type WithheldDecisions,
} from '../db/queries/withheldDecisions';
import {
  auditLog,
  conferenceFiles,
  documents,
  requestDocuments,
  requestLogs,
  requestReports,
  requests,
  users,
} from '../db/schema';
import { REQUEST_FIELD_LABELS } from '../domain/requestFieldLabels';
import { downloadEvents, type RawEvent } from './events';

/** How long after a log row its audit row may be written (both belong to one transaction). */
const SAME_WRITE_MS = 60_000;

type AuditRow = typeof auditLog.$inferSelect;

const labelOf = (field: string): string | undefined =>
  (REQUEST_FIELD_LABELS as Record<string, string | undefined>)[field];

/** The form fields a write changed, by their Italian labels. */
const changedFieldLabels = (audit: AuditRow | undefined): string[] =>
  Object.keys(audit?.after ?? {}).flatMap((field) => {
    const label = labelOf(field);
    return label ? [`«${label}»`] : [];
  });

const stateAfter = (audit: AuditRow | undefined): RequestState | null => {
  const parsed = requestStateSchema.safeParse(audit?.after?.state);
  return parsed.success ? parsed.data : null;
};

/**
 * The request's logs (one per operation, also for data older than the audit log), each completed by
 * the audit row of the same write when there is one: the state it led to, the fields it changed.
 * The decisions withheld from the applicant (`shown`) are left out: it learns of them when the
 * meeting closes, as its e-mail does.
 */
const logEvents = async (
  db: Db,
  requestId: string,
  shown: ShownBeforeDecision | undefined,
): Promise<RawEvent[]> => {
  const logs = (
    await db
      .select()
      .from(requestLogs)
      .where(eq(requestLogs.requestId, requestId))
      .orderBy(asc(requestLogs.date), asc(requestLogs.id))
  ).filter((log) => !hidesLog(shown, { operation: log.operation, date: iso(log.date) }));
  const audits = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.recordKind, 'request'), eq(auditLog.recordId, requestId)))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
  return logs.flatMap((log) => {
    const operation = logOperationSchema.safeParse(log.operation);
    if (!operation.success) return [];
    const audit = audits.find(
      (row) =>
        row.userFiscalCode === log.userFiscalCode &&
        row.at.getTime() >= log.date.getTime() &&
        row.at.getTime() - log.date.getTime() <= SAME_WRITE_MS,
    );
    const op: LogOperation = operation.data;
    const fields = op === 'DRAFT_SAVE' || op === 'UPDATE' ? changedFieldLabels(audit) : [];
    const description = `${describeRequestOperation(op, stateAfter(audit))}${
      fields.length > 0 ? `: modificati ${fields.join(', ')}` : ''
    }`;
    return [
      {
        at: log.date,
        kind: historyKindOfOperation(op),
        fiscalCode: log.userFiscalCode,
        role: log.role,
        description,
      } satisfies RawEvent,
    ];
  });
};

/** Every document of the request: attachments and their versions, report versions, the request form. */
const requestFiles = async (db: Db, requestId: string) => {
  const attachments = await db
    .select({
      id: documents.id,
      fileName: documents.fileName,
      type: requestDocuments.type,
      updated: documents.updated,
      uploader: users.fiscalCode,
    })
    .from(requestDocuments)
    .innerJoin(documents, eq(documents.id, requestDocuments.documentId))
    .leftJoin(users, eq(users.id, documents.ownerId))
    .where(eq(requestDocuments.requestId, requestId))
    .orderBy(asc(requestDocuments.position));
  const reports = await db
    .select({
      id: documents.id,
      fileName: documents.fileName,
      updated: documents.updated,
      uploader: users.fiscalCode,
    })
    .from(requestReports)
    .innerJoin(documents, eq(documents.id, requestReports.documentId))
    .leftJoin(users, eq(users.id, documents.ownerId))
    .where(eq(requestReports.requestId, requestId))
    .orderBy(asc(requestReports.position));
  const meetingFiles = await db
    .select({ id: documents.id, fileName: documents.fileName, kind: conferenceFiles.kind })
    .from(conferenceFiles)
    .innerJoin(documents, eq(documents.id, conferenceFiles.documentId))
    .where(eq(conferenceFiles.requestId, requestId));
  const [form] = await db
    .select({ id: documents.id, fileName: documents.fileName })
    .from(requests)
    .innerJoin(documents, eq(documents.id, requests.requestDocumentId))
    .where(eq(requests.id, requestId));
  return { attachments, reports, meetingFiles, form };
};

/** The role each document was uploaded in, from the audit log of its upload. */
const uploadRoles = async (db: Db, ids: readonly string[]): Promise<Map<string, string>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: auditLog.recordId, role: auditLog.role })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.recordKind, 'document'),
        eq(auditLog.operation, 'document.upload'),
        inArray(auditLog.recordId, [...ids]),
      ),
    );
  return new Map(rows.map((row) => [row.id, row.role]));
};

/**
 * A request's 'Cronologia': its logs, every version of its documents with who uploaded it, and who
 * downloaded which of its documents (kept for staff only by `finishHistory`). Without the decisions
 * `withheld` from the reader (an applicant's, while their meeting is open).
 */
export const requestHistoryEvents = async (
  db: Db,
  requestId: string,
  withheld: WithheldDecisions = NONE_WITHHELD,
): Promise<RawEvent[]> => {
  const { attachments, reports, meetingFiles, form } = await requestFiles(db, requestId);
  const roles = await uploadRoles(
    db,
    [...attachments, ...reports].map((file) => file.id),
  );
  const versions = new Map<string, number>();
  const uploads: RawEvent[] = attachments.map((file) => {
    const version = (versions.get(file.type) ?? 0) + 1;
    versions.set(file.type, version);
    return {
      at: file.updated,
      kind: 'document',
      fiscalCode: file.uploader ?? '',
      role: roles.get(file.id) ?? null,
      description:
        version === 1
          ? REQUEST_UPLOAD_SENTENCES.uploaded({ file: file.fileName, type: file.type })
          : REQUEST_UPLOAD_SENTENCES.uploadedVersion({ file: file.fileName, version, type: file.type }),
    };
  });
  const reportUploads: RawEvent[] = reports.map((file, index) => ({
    at: file.updated,
    kind: 'document',
    fiscalCode: file.uploader ?? '',
    role: roles.get(file.id) ?? null,
    description: REQUEST_UPLOAD_SENTENCES.uploadedReport({ file: file.fileName, version: index + 1 }),
  }));
  const labels = new Map<string, string>([
    ...attachments.map(
      (file) =>
        [file.id, REQUEST_DOWNLOAD_LABELS.attachment({ file: file.fileName, type: file.type })] as const,
    ),
    ...reports.map((file) => [file.id, REQUEST_DOWNLOAD_LABELS.report({ file: file.fileName })] as const),
    ...meetingFiles.map(
      (file) =>
        [
          file.id,
          REQUEST_DOWNLOAD_LABELS[file.kind === 'report' ? 'meetingReport' : 'meetingOmissis']({
            file: file.fileName,
          }),
        ] as const,
    ),
    ...(form ? [[form.id, REQUEST_DOWNLOAD_LABELS.requestForm({ file: form.fileName })] as const] : []),
  ]);
  return [
    ...(await logEvents(db, requestId, withheld.get(requestId))),
    ...uploads,
    ...reportUploads,
    ...(await downloadEvents(db, labels)),
  ];
};
