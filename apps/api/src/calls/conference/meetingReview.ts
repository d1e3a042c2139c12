import { REFUSALS } from '@cet-portal/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { auditActorOf, audited } from '../../audit/auditLog';
import { assertNoConflict } from '../../conflicts/conflictRule';
import { conflict, forbidden, notFound } from '../../core/refusal';
import type { Db } from '../../db/database';
import { newId } from '../../db/ids';
import {
  addComment,
  appendLog,
  type LogActor,
  type RequestRow,
  requireRequest,
} from '../../db/queries/requests';
import { nextVersion } from '../../db/queries/sql';
import {
  conferenceComments,
  conferenceFiles,
  conferenceRequests,
  protocols,
  requestComments,
  requestDocuments,
  requestLogs,
  requestReports,
  requests,
} from '../../db/schema';
import { integrationClockFor } from '../../deadlines/integrationClock';
import { assertOpen, loadMeeting, lockMeeting, requireReviewer } from '../../domain/meetings';
import { assertCurrent, saveRequest, scopeOf } from '../../domain/requests';
import { assertTransition } from '../../domain/requestTransitions';
import { roleSessionOf } from '../permissions';
import { isRepeatedDecision } from '../request/repeatedDecision';
import { defineCall } from '../types';

const lockRequest = async (db: Db, id: string): Promise<RequestRow> => {
  const [row] = await db.select().from(requests).where(eq(requests.id, id)).for('update');
  if (!row) throw notFound(REFUSALS.requestNotFound);
  return row;
};

/**
 * A frozen copy of the request with its attachments, history, comments and protocols. Its logs are
 * copied, not appended, and need no recompute of the integration date: the copied row carries the
 * original's, kept for the same state and the same logs.
 */
const cloneRequest = async (db: Db, original: RequestRow): Promise<string> => {
  const cloneId = newId();
  await db.insert(requests).values({ ...original, id: cloneId, isClone: true, cloneOf: original.id });
  const attachments = await db
    .select()
    .from(requestDocuments)
    .where(eq(requestDocuments.requestId, original.id));
  if (attachments.length > 0) {
    await db.insert(requestDocuments).values(attachments.map((row) => ({ ...row, requestId: cloneId })));
  }
  const reports = await db.select().from(requestReports).where(eq(requestReports.requestId, original.id));
  if (reports.length > 0) {
    await db.insert(requestReports).values(reports.map((row) => ({ ...row, requestId: cloneId })));
  }
  const logs = await db.select().from(requestLogs).where(eq(requestLogs.requestId, original.id));
  if (logs.length > 0) {
    await db
      .insert(requestLogs)
      .values(logs.map(({ id: _logId, ...row }) => ({ ...row, requestId: cloneId })));
  }
  const comments = await db.select().from(requestComments).where(eq(requestComments.requestId, original.id));
  if (comments.length > 0) {
    await db
      .insert(requestComments)
      .values(comments.map(({ id: _commentId, ...row }) => ({ ...row, requestId: cloneId })));
  }
  const registrations = await db.select().from(protocols).where(eq(protocols.requestId, original.id));
  if (registrations.length > 0) {
    await db
      .insert(protocols)
      .values(registrations.map(({ id: _protocolId, ...row }) => ({ ...row, requestId: cloneId })));
  }
  return cloneId;
};

/** The meeting's entry, report and files now point at the frozen copy. */
const pointMeetingAt = async (db: Db, conferenceId: string, from: string, to: string) => {
  for (const table of [conferenceRequests, conferenceComments, conferenceFiles]) {
    await db
      .update(table)
      .set({ requestId: to })
      .where(and(eq(table.conferenceId, conferenceId), eq(table.requestId, from)));
  }
};

export const commit = defineCall('conference.commit', {
  rule: 'SEG, or the CET rapporteur of each request, in an open meeting; freezes each request as a clone (isClone) that the meeting keeps, so later integrations do not change what it reviewed',
  handler: async ({ _id, requestsUsers }, context) => {
    const session = roleSessionOf(context);
    return context.database.db.transaction(async (tx) => {
      const meeting = await lockMeeting(tx, _id);
      assertOpen(meeting);
      const now = new Date();
      const actor: LogActor = { role: session.role, fiscalCode: session.user.fiscalCode };
      const auditActor = auditActorOf(session);
      // The meeting changes (its entries now hold the frozen copies), and so does each original request.
      const write = { actor: auditActor, operation: 'conference.commit', kind: 'meeting', id: _id } as const;
      return audited(tx, write, async () => {
        for (const { request: requestId } of requestsUsers) {
          await requireReviewer(tx, _id, requestId, session);
          const original = await lockRequest(tx, requestId);
          if (original.isClone) throw conflict(REFUSALS.alreadyFrozen);
          const freeze = {
            actor: auditActor,
            operation: 'conference.commit',
            kind: 'request',
            id: requestId,
          } as const;
          await audited(tx, freeze, async () => {
            const cloneId = await cloneRequest(tx, original);
            await pointMeetingAt(tx, _id, requestId, cloneId);
            await tx
              .update(requests)
              .set({ updated: nextVersion(requests.updated, now) })
              .where(eq(requests.id, requestId));
            await appendLog(tx, requestId, 'COMMIT', actor, now);
          });
        }
        return loadMeeting(tx, _id, scopeOf(session));
      });
    });
  },
});

/** A decision is taken only in the meeting that holds the request: elsewhere it is refused (403). */
const heldEntryOf = async (db: Db, conferenceId: string, requestId: string) => {
  const [entry] = await db
    .select()
    .from(conferenceRequests)
    .where(
      and(eq(conferenceRequests.conferenceId, conferenceId), eq(conferenceRequests.requestId, requestId)),
    );
  if (!entry) throw forbidden(REFUSALS.decidedInItsMeeting);
  return entry;
};

export const decide = defineCall('conference.decide', {
  rule: 'SEG, or the CET rapporteur assigned to the request, in an open meeting, never on a clone; SUBMITTED (or an earlier meeting decision) to ACCEPTED, REJECTED_CER or TO_INTEGRATE_CER (a comment required); only in the meeting that holds the request (403 elsewhere); the same decision repeated by the same user (a double click) answers the request unchanged; otherwise stale `updated` → 409',
  handler: async ({ _id, request: requestId, updated, state, comment }, context) => {
    const session = roleSessionOf(context);
    return context.database.db.transaction(async (tx) => {
      const meeting = await lockMeeting(tx, _id);
      assertOpen(meeting);
      const entry = await heldEntryOf(tx, _id, requestId);
      const row = await lockRequest(tx, requestId);
      const attempt = {
        operation: 'MEETING_DECISION',
        state,
        comment,
        role: session.role,
        fiscalCode: session.user.fiscalCode,
        userId: session.user.id,
      } as const;
      if (row.updated.getTime() !== Date.parse(updated) && (await isRepeatedDecision(tx, row, attempt)))
        return requireRequest(tx, requestId);
      assertCurrent(row, updated);
      await assertNoConflict(tx, requestId, session.user.id);
      assertTransition({
        action: 'meetingDecision',
        from: row.state,
        to: state,
        role: session.role,
        isRapporteur: entry.rapporteurId === session.user.id,
        isClone: row.isClone,
        comment: comment ?? null,
      });
      const write = {
        actor: auditActorOf(session),
        operation: 'conference.decide',
        kind: 'request',
        id: requestId,
      } as const;
      return audited(tx, write, async () => {
        const now = context.config.now();
        const clock = await integrationClockFor(tx, { to: state, type: row.type }, now);
        await saveRequest(tx, requestId, updated, { state, ...clock, ...(comment ? { comment } : {}) }, now);
        if (comment) await addComment(tx, requestId, session.user.id, comment, now);
        await appendLog(
          tx,
          requestId,
          'MEETING_DECISION',
          { role: session.role, fiscalCode: session.user.fiscalCode },
          now,
          state,
        );
        // The applicant is told when the meeting closes (notifyMeetingDecisions): until then the
        // decision may still change, and it is the committee's only once the meeting is closed.
        return requireRequest(tx, requestId);
      });
    });
  },
});
