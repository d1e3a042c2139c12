import { inLiveMeetingRefusal } from '@cet-portal/api-client/contract';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { auditActorOf, audited } from '../../audit/auditLog';
import { forbidden } from '../../core/refusal';
import type { Db } from '../../db/database';
import { addComment, appendLog, requireRequest } from '../../db/queries/requests';
import { conferenceRequests, conferences, requests } from '../../db/schema';
import { integrationClockFor } from '../../deadlines/integrationClock';
import { assertCurrent, lockVisibleRequest, saveRequest, scopeOf } from '../../domain/requests';
import { assertTransition } from '../../domain/requestTransitions';
import { notifyDecision } from '../../notifications/decisions';
import { roleSessionOf } from '../permissions';
import { defineCall } from '../types';
import { isRepeatedDecision } from './repeatedDecision';

export const decide = defineCall('request.decide', {
  rule: 'SEG; only from PENDING or TO_INTEGRATE, to SUBMITTED, REJECTED or TO_INTEGRATE (a comment required); the same decision repeated by the same user (a double click) answers the request unchanged; otherwise stale `updated` → 409',
  handler: async ({ _id, updated, state, comment }, context) => {
    const session = roleSessionOf(context);
    return context.database.db.transaction(async (tx) => {
      const row = await lockVisibleRequest(tx, _id, scopeOf(session));
      const attempt = {
        operation: 'DECISION',
        state,
        comment,
        role: session.role,
        fiscalCode: session.user.fiscalCode,
        userId: session.user.id,
      } as const;
      if (row.updated.getTime() !== Date.parse(updated) && (await isRepeatedDecision(tx, row, attempt)))
        return requireRequest(tx, _id);
      assertCurrent(row, updated);
      assertTransition({
        action: 'decide',
        from: row.state,
        to: state,
        role: session.role,
        isClone: row.isClone,
        comment: comment ?? null,
      });
      const write = {
        actor: auditActorOf(session),
        operation: 'request.decide',
        kind: 'request',
        id: _id,
      } as const;
      return audited(tx, write, async () => {
        const now = context.config.now();
        const clock = await integrationClockFor(tx, { to: state, type: row.type }, now);
        const forwarded = state === 'SUBMITTED' ? { forwarded: now } : {};
        await saveRequest(
          tx,
          _id,
          updated,
          { state, ...clock, ...forwarded, ...(comment ? { comment } : {}) },
          now,
        );
        if (comment) await addComment(tx, _id, session.user.id, comment, now);
        await appendLog(
          tx,
          _id,
          'DECISION',
          { role: 'SEG', fiscalCode: session.user.fiscalCode },
          now,
          state,
        );
        await notifyDecision(tx, { requestId: _id, state, comment }, now);
        return requireRequest(tx, _id);
      });
    });
  },
});

/** A request a waiting or open meeting holds (itself or its frozen copy) stays there until it closes. */
const assertInNoLiveMeeting = async (db: Db, requestId: string) => {
  const copies = db.select({ id: requests.id }).from(requests).where(eq(requests.cloneOf, requestId));
  const [live] = await db
    .select({ subject: conferences.subject })
    .from(conferenceRequests)
    .innerJoin(conferences, eq(conferences.id, conferenceRequests.conferenceId))
    .where(
      and(
        isNull(conferences.closeDate),
        or(eq(conferenceRequests.requestId, requestId), inArray(conferenceRequests.requestId, copies)),
      ),
    )
    .limit(1);
  if (live) {
    throw forbidden(inLiveMeetingRefusal(live.subject));
  }
};

export const restore = defineCall('request.restore', {
  rule: 'SEG; back to PENDING from SUBMITTED, REJECTED, TO_INTEGRATE or INTEGRATED, never while a waiting or open meeting holds the request (403); stale `updated` → 409',
  handler: async ({ _id, updated }, context) => {
    const session = roleSessionOf(context);
    return context.database.db.transaction(async (tx) => {
      const row = await lockVisibleRequest(tx, _id, scopeOf(session));
      assertCurrent(row, updated);
      await assertInNoLiveMeeting(tx, _id);
      assertTransition({
        action: 'restore',
        from: row.state,
        to: 'PENDING',
        role: session.role,
        isClone: row.isClone,
      });
      const write = {
        actor: auditActorOf(session),
        operation: 'request.restore',
        kind: 'request',
        id: _id,
      } as const;
      return audited(tx, write, async () => {
        const now = context.config.now();
        const clock = await integrationClockFor(tx, { to: 'PENDING', type: row.type }, now);
        await saveRequest(tx, _id, updated, { state: 'PENDING', ...clock }, now);
        await appendLog(
          tx,
          _id,
          'RESTORE',
          { role: 'SEG', fiscalCode: session.user.fiscalCode },
          now,
          'PENDING',
        );
        return requireRequest(tx, _id);
      });
    });
  },
});
