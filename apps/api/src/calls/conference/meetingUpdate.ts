import {
  closingOutcomesRefusal,
  meetingUpdateRefusal,
  type ParsedCallInput,
  STALE_MESSAGES,
} from '@cet-portal/api-client/contract';
import { and, asc, eq } from 'drizzle-orm';
import { auditActorOf, audited } from '../../audit/auditLog';
import { assertNoConflict, assertRapporteursFree } from '../../conflicts/conflictRule';
import { badRequest, Refusal, stale } from '../../core/refusal';
import type { RoleSession } from '../../core/session';
import type { Db } from '../../db/database';
import type { MeetingRow } from '../../db/queries/conferences';
import { appendLog } from '../../db/queries/requests';
import { isoOrNull, nextVersion } from '../../db/queries/sql';
import {
  type ConferenceFileKind,
  conferenceComments,
  conferenceFiles,
  conferenceReportVersions,
  conferenceRequests,
  conferences,
  requests,
} from '../../db/schema';
import { assertRapporteurs, loadMeeting, lockMeeting } from '../../domain/meetings';
import { scopeOf } from '../../domain/requests';
import { notifyMeetingDecisions } from '../../notifications/decisions';
import { meetingEventsOf, notifyNewRapporteurs } from '../../notifications/meetings';
import { enqueueNotification } from '../../notifications/outbox';
import { assertUploadedBy } from '../document/ownership';
import { roleSessionOf } from '../permissions';
import { defineCall } from '../types';
import { assertAvailable } from './meetings';

type Input = ParsedCallInput<'conference.update'>;
type Values = Partial<typeof conferences.$inferInsert>;

const changeDetails = ({ subject, agenda, startDate, endDate }: Input, values: Values) => {
  if (subject !== undefined) values.subject = subject;
  if (agenda !== undefined) values.agenda = agenda;
  if (startDate !== undefined) values.startDate = new Date(startDate);
  if (endDate !== undefined) values.endDate = endDate === null ? null : new Date(endDate);
};

const entriesOf = (db: Db, conferenceId: string) =>
  db
    .select()
    .from(conferenceRequests)
    .where(eq(conferenceRequests.conferenceId, conferenceId))
    .orderBy(asc(conferenceRequests.position));

const changeRapporteurs = async (db: Db, row: MeetingRow, entries: NonNullable<Input['requestsUsers']>) => {
  const current = await entriesOf(db, row.id);
  await assertAvailable(
    db,
    entries.map((entry) => entry.request),
    current.map((entry) => entry.requestId),
  );
  await assertRapporteurs(
    db,
    entries.map((entry) => entry.user),
  );
  await assertRapporteursFree(db, entries);
  await db.delete(conferenceRequests).where(eq(conferenceRequests.conferenceId, row.id));
  await db.insert(conferenceRequests).values(
    entries.map((entry, position) => ({
      conferenceId: row.id,
      requestId: entry.request,
      rapporteurId: entry.user ?? null,
      position,
    })),
  );
  const before = current.map((entry) => ({ request: entry.requestId, user: entry.rapporteurId }));
  await notifyNewRapporteurs(db, row.id, before, entries, new Date());
};

const attachFile = async (
  db: Db,
  row: MeetingRow,
  { request, file }: { request: string; file: string },
  kind: ConferenceFileKind,
  session: RoleSession,
  now: Date,
) => {
  if (kind === 'report') await assertNoConflict(db, request, session.user.id);
  await assertUploadedBy(db, file, session.user.id);
  await db.insert(conferenceReportVersions).values({
    conferenceId: row.id,
    requestId: request,
    kind,
    documentId: file,
    userId: session.user.id,
    date: now,
  });
  await db
    .insert(conferenceFiles)
    .values({ conferenceId: row.id, requestId: request, kind, documentId: file })
    .onConflictDoUpdate({
      target: [conferenceFiles.conferenceId, conferenceFiles.requestId, conferenceFiles.kind],
      set: { documentId: file },
    });
  await appendLog(db, request, 'UPLOAD', { role: session.role, fiscalCode: session.user.fiscalCode }, now);
};

const writeReport = async (
  db: Db,
  row: MeetingRow,
  { request, body }: { request: string; body: string },
  session: RoleSession,
  now: Date,
) => {
  await assertNoConflict(db, request, session.user.id);
  await db.insert(conferenceReportVersions).values({
    conferenceId: row.id,
    requestId: request,
    kind: 'comment',
    body,
    userId: session.user.id,
    date: now,
  });
  await db
    .insert(conferenceComments)
    .values({ conferenceId: row.id, requestId: request, body })
    .onConflictDoUpdate({
      target: [conferenceComments.conferenceId, conferenceComments.requestId],
      set: { body },
    });
};

const attachMinutes = async (db: Db, input: Input, session: RoleSession, values: Values) => {
  if (input.conferenceDocument) {
    await assertUploadedBy(db, input.conferenceDocument, session.user.id);
    values.conferenceDocumentId = input.conferenceDocument;
  }
  if (input.conferenceDocumentSigned) {
    await assertUploadedBy(db, input.conferenceDocumentSigned, session.user.id);
    values.conferenceDocumentSignedId = input.conferenceDocumentSigned;
  }
};

/**
 * Closing records, for every request still SUBMITTED (no outcome in this meeting), whether it is
 * postponed to the next meeting or withdrawn from the agenda: the president must state each one.
 * Both leave the request SUBMITTED, out of any waiting or open meeting, so the next new meeting
 * offers it; the minutes and the request's history say which.
 */
const settleUndecided = async (
  db: Db,
  row: MeetingRow,
  outcomes: NonNullable<Input['outcomes']>,
  session: RoleSession,
  now: Date,
) => {
  const entries = await db
    .select({ requestId: conferenceRequests.requestId, state: requests.state })
    .from(conferenceRequests)
    .innerJoin(requests, eq(requests.id, conferenceRequests.requestId))
    .where(eq(conferenceRequests.conferenceId, row.id));
  const undecided = entries.filter((entry) => entry.state === 'SUBMITTED').map((entry) => entry.requestId);
  const refusal = closingOutcomesRefusal(undecided, outcomes);
  if (refusal) throw badRequest(refusal);
  const actor = { role: session.role, fiscalCode: session.user.fiscalCode };
  for (const { request, outcome } of outcomes) {
    await db
      .update(conferenceRequests)
      .set({ outcome })
      .where(and(eq(conferenceRequests.conferenceId, row.id), eq(conferenceRequests.requestId, request)));
    await appendLog(db, request, outcome === 'postponed' ? 'POSTPONED' : 'WITHDRAWN', actor, now);
  }
};

export const update = defineCall('conference.update', {
  rule: 'never on a closed meeting (409); subject, agenda and dates: SEG while waiting; requests and rapporteurs: PRE or SEG while waiting; openDate: PRE, when waiting and every request has a rapporteur; report (comment, documents): SEG or the request’s CET rapporteur while open; omissis and minutes: SEG while open; signed minutes: PRE while open, after the minutes; closeDate: PRE while open, stating for each request without an outcome whether it is postponed or withdrawn (`outcomes`, 400 when one is missing); stale `updated` → 409',
  handler: async (input, context) => {
    const session = roleSessionOf(context);
    return context.database.db.transaction(async (tx) => {
      const row = await lockMeeting(tx, input._id);
      if (row.updated.getTime() !== Date.parse(input.updated)) throw stale(STALE_MESSAGES.meeting);
      const { _id, updated, ...changes } = input;
      const meeting = {
        ...{ openDate: isoOrNull(row.openDate), closeDate: isoOrNull(row.closeDate) },
        ...{ startDate: row.startDate.toISOString(), endDate: isoOrNull(row.endDate) },
        requestsUsers: (await entriesOf(tx, row.id)).map((entry) => ({
          request: entry.requestId,
          user: entry.rapporteurId,
        })),
        hasMinutes: row.conferenceDocumentId !== null,
      };
      const refusal = meetingUpdateRefusal(meeting, changes, { role: session.role, userId: session.user.id });
      if (refusal) throw new Refusal(refusal.code, refusal.message);
      const write = {
        actor: auditActorOf(session),
        operation: 'conference.update',
        kind: 'meeting',
        id: _id,
      } as const;
      return audited(tx, write, async () => {
        const now = new Date();
        const values: Values = {};
        changeDetails(input, values);
        if (input.requestsUsers) await changeRapporteurs(tx, row, input.requestsUsers);
        if (input.openDate) values.openDate = now;
        if (input.comment) await writeReport(tx, row, input.comment, session, now);
        if (input.documents) await attachFile(tx, row, input.documents, 'report', session, now);
        if (input.omissisDocuments)
          await attachFile(tx, row, input.omissisDocuments, 'omissis', session, now);
        await attachMinutes(tx, input, session, values);
        if (input.closeDate) {
          await settleUndecided(tx, row, input.outcomes ?? [], session, now);
          values.closeDate = now;
        }
        const saved = await tx
          .update(conferences)
          .set({ ...values, updated: nextVersion(conferences.updated, now) })
          .where(and(eq(conferences.id, row.id), eq(conferences.updated, new Date(updated))))
          .returning({ id: conferences.id });
        if (saved.length === 0) throw stale(STALE_MESSAGES.meeting);
        for (const kind of meetingEventsOf(values))
          await enqueueNotification(tx, { kind, meetingId: row.id }, now);
        if (values.closeDate) await notifyMeetingDecisions(tx, row.id, now);
        return loadMeeting(tx, row.id, scopeOf(session));
      });
    });
  },
});
