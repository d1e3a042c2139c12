import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { type AuditFields, auditLog, conferenceFiles, conferences } from '../db/schema';
import { downloadEvents, fileNamesOf, type RawEvent } from './events';

const changed = (fields: AuditFields | null, key: string) => fields !== null && key in fields;
const setNow = (audit: { before: AuditFields | null; after: AuditFields | null }, key: string) =>
  changed(audit.after, key) && audit.after?.[key] != null && audit.before?.[key] == null;

/** One Italian sentence per change the write made to the meeting (a PATCH may make several). */
const describeMeetingWrite = (
  operation: string,
  audit: { before: AuditFields | null; after: AuditFields | null },
): string[] => {
  if (operation === 'conference.create')
    return [`Ha creato la riunione «${String(audit.after?.subject ?? '')}»`];
  if (operation === 'conference.commit') return ['Ha registrato una richiesta della riunione'];
  if (operation === 'conference.decide') return ['Ha deciso su una richiesta della riunione'];
  const sentences: string[] = [];
  if (setNow(audit, 'openDate')) sentences.push('Ha aperto la riunione');
  if (setNow(audit, 'closeDate')) sentences.push('Ha chiuso la riunione');
  if (changed(audit.after, 'requestsUsers')) sentences.push('Ha modificato i relatori');
  if (changed(audit.after, 'reports')) sentences.push('Ha scritto la relazione di una richiesta');
  if (changed(audit.after, 'files')) sentences.push('Ha allegato un documento a una richiesta');
  if (changed(audit.after, 'conferenceDocumentId')) sentences.push('Ha caricato il verbale della riunione');
  if (changed(audit.after, 'conferenceDocumentSignedId'))
    sentences.push('Ha caricato il verbale firmato della riunione');
  if (changed(audit.after, 'subject') || changed(audit.after, 'agenda'))
    sentences.push("Ha modificato l'oggetto o l'ordine del giorno");
  return sentences.length > 0 ? sentences : ['Ha modificato la riunione'];
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
    labels.set(file.id, `«${names.get(file.id)}» (${file.kind === 'report' ? 'relazione' : 'omissis'})`);
  if (meeting?.conferenceDocumentId)
    labels.set(meeting.conferenceDocumentId, `il verbale «${names.get(meeting.conferenceDocumentId)}»`);
  if (meeting?.conferenceDocumentSignedId)
    labels.set(
      meeting.conferenceDocumentSignedId,
      `il verbale firmato «${names.get(meeting.conferenceDocumentSignedId)}»`,
    );
  return [...writes, ...(await downloadEvents(db, labels))];
};
