import type { RequestState } from '@cet-portal/api-client';
import { auditActorOf, audited } from '../../audit/auditLog';
import { addComment, appendLog, requireRequest } from '../../db/queries/requests';
import { roleSessionOf, rolesCall } from '../permissions';
import { defineCall } from '../types';
import { assertCurrent, assertTransition, lockVisibleRequest, saveRequest, scopeOf } from './access';

export const decide = defineCall('request.decide', {
  permission: rolesCall(
    ['SEG'],
    'SEG; only from PENDING or TO_INTEGRATE, to SUBMITTED, REJECTED or TO_INTEGRATE (a comment required); stale `updated` → 409',
  ),
  handler: async ({ _id, updated, state, comment }, context) => {
    const session = roleSessionOf(context);
    return context.database.db.transaction(async (tx) => {
      const row = await lockVisibleRequest(tx, _id, scopeOf(session));
      assertCurrent(row, updated);
      assertTransition({
        action: 'decide',
        from: row.state as RequestState,
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
        const now = new Date();
        await saveRequest(tx, _id, updated, { state, ...(comment ? { comment } : {}) }, now);
        if (comment) await addComment(tx, _id, session.user.id, comment, now);
        await appendLog(tx, _id, 'DECISION', { role: 'SEG', fiscalCode: session.user.fiscalCode }, now);
        return requireRequest(tx, _id);
      });
    });
  },
});

export const restore = defineCall('request.restore', {
  permission: rolesCall(
    ['SEG'],
    'SEG; back to PENDING from SUBMITTED, REJECTED, TO_INTEGRATE or INTEGRATED; stale `updated` → 409',
  ),
  handler: async ({ _id, updated }, context) => {
    const session = roleSessionOf(context);
    return context.database.db.transaction(async (tx) => {
      const row = await lockVisibleRequest(tx, _id, scopeOf(session));
      assertCurrent(row, updated);
      assertTransition({
        action: 'restore',
        from: row.state as RequestState,
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
        const now = new Date();
        await saveRequest(tx, _id, updated, { state: 'PENDING' }, now);
        await appendLog(tx, _id, 'RESTORE', { role: 'SEG', fiscalCode: session.user.fiscalCode }, now);
        return requireRequest(tx, _id);
      });
    });
  },
});
