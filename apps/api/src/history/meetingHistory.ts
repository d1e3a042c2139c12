import {
  describeMeetingCreation,
  MEETING_CHANGE_SENTENCES,
  MEETING_DOWNLOAD_LABELS,
  type MeetingHistoryChange,
} from '@cet-portal/api-client/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { type AuditFields, auditLog, conferenceFiles, conferences } from '../db/schema';
import { downloadEvents, fileNamesOf, type RawEvent } from './events';

const changed = (fields: AuditFields | null, key: string) => fields !== null && key in fields;
const setNow = (audit: { before: AuditFields | null; after: AuditFields | null }, key: string) =>
  changed(audit.after, key) && audit.after?.[key] != null && audit.before?.[key] == null;

/** One sentence per change the write made to the meeting (a PATCH may make several). */
const describeMeetingWrite = (
  operation: string,
  audit: { before: AuditFields | null; after: AuditFields | null },
): string[] => {
  if (operation === 'conference.create') return [describeMeetingCreation(String(audit.after?.subject ?? ''))];
  const changes: MeetingHistoryChange[] = [];
  if (operation === 'conference.commit') changes.push('committed');
  else if (operation === 'conference.decide') changes.push('decided');
  else {
    if (setNow(audit, 'openDate')) changes.push('opened');
    if (setNow(audit, 'closeDate')) changes.push('closed');
    if (changed(audit.after, 'requestsUsers')) changes.push('rapporteurs');
    if (changed(audit.after, 'reports')) changes.push('report');
    if (changed(audit.after, 'files')) changes.push('attachment');
    if (changed(audit.after, 'conferenceDocumentId')) changes.push('minutes');
    if (changed(audit.after, 'conferenceDocumentSignedId')) changes.push('signedMinutes');
    if (changed(audit.after, 'subject') || changed(audit.after, 'agenda')) changes.push('subjectOrAgenda');
  }
  return (changes.length > 0 ? changes : ['other' as const]).map(
    (change) => MEETING_CHANGE_SENTENCES[change],
  );
};

/**
 * A meeting's 'Cronologia': every write of the audit log on it, and who downloaded its minutes and
 * its requests' report and omissis attachments. Meetings written before the audit log have no events.
 */
export const meetingHistoryEvents = async (db: Db, meetingId: string): Promise<RawEvent[]> => {
  const audits = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.recordKind, 'meeting'), eq(auditLog.recordId, meetingId)))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
  const writes: RawEvent[] = audits.flatMap((audit) =>
    describeMeetingWrite(audit.operation, audit).map((description) => ({
      at: audit.at,
      kind: 'meeting' as const,
      fiscalCode: audit.userFiscalCode,
      role: audit.role,
      description,
    })),
  );
  const [meeting] = await db.select().from(conferences).where(eq(conferences.id, meetingId));
  const files = await db
    .select({ id: conferenceFiles.documentId, kind: conferenceFiles.kind })
    .from(conferenceFiles)
    .where(eq(conferenceFiles.conferenceId, meetingId));
  const minutes = [meeting?.conferenceDocumentId, meeting?.conferenceDocumentSignedId];
  const names = await fileNamesOf(db, [
    ...files.map((file) => file.id),
    ...minutes.filter((id): id is string => Boolean(id)),
  ]);
  const labels = new Map<string, string>();
  for (const file of files)
    labels.set(
      file.id,
      MEETING_DOWNLOAD_LABELS[file.kind === 'report' ? 'report' : 'omissis']({
        file: `${names.get(file.id)}`,
      }),
    );
  if (meeting?.conferenceDocumentId)
    labels.set(
      meeting.conferenceDocumentId,
      MEETING_DOWNLOAD_LABELS.minutes({ file: `${names.get(meeting.conferenceDocumentId)}` }),
    );
  if (meeting?.conferenceDocumentSignedId)
    labels.set(
      meeting.conferenceDocumentSignedId,
      MEETING_DOWNLOAD_LABELS.signedMinutes({ file: `${names.get(meeting.conferenceDocumentSignedId)}` }),
    );
  return [...writes, ...(await downloadEvents(db, labels))];
};
