import {
  DEADLINE_EVENTS,
  DEADLINE_NOT_RUNNING_MESSAGE,
  deadlineExtensionComment,
  extendedDue,
  isDeadlineEventDue,
  isDeadlineRunning,
} from '@cet-portal/api-client/contract';
import { auditActorOf, audited } from '../../audit/auditLog';
import { conflict } from '../../core/refusal';
import { addComment, appendLog, requireRequest } from '../../db/queries/requests';
import { DEADLINE_EVENT_COLUMNS } from '../../deadlines/reminders';
import { assertCurrent, lockVisibleRequest, saveRequest, scopeOf } from '../../domain/requests';
import { roleSessionOf } from '../permissions';
import { defineCall } from '../types';

export const extendDeadline = defineCall('request.extendDeadline', {
  rule: 'SEG; only while the integration clock runs (TO_INTEGRATE or TO_INTEGRATE_CER, 409 otherwise); moves the due date `days` later (from today when it has passed), clears "Termine scaduto" and re-arms the reminders still ahead; the reason goes into the comments and a DEADLINE_EXTENDED log; stale `updated` → 409',
  handler: async ({ _id, updated, days, reason }, context) => {
    const session = roleSessionOf(context);
    return context.database.db.transaction(async (tx) => {
      const row = await lockVisibleRequest(tx, _id, scopeOf(session));
      assertCurrent(row, updated);
      if (!isDeadlineRunning(row)) throw conflict(DEADLINE_NOT_RUNNING_MESSAGE);
      const write = {
        actor: auditActorOf(session),
        operation: 'request.extendDeadline',
        kind: 'request',
        id: _id,
      } as const;
      return audited(tx, write, async () => {
        const now = context.config.now();
        const due = extendedDue(row.integrationDue ?? now, now, days);
        // A reminder whose day is ahead again is sent again for the new due date; one already behind stays recorded.
        const rearmed = Object.fromEntries(
          DEADLINE_EVENTS.filter(
            (event) => event.kind !== 'deadline.lapsed' && !isDeadlineEventDue(due, event.daysBefore, now),
          ).map((event) => [DEADLINE_EVENT_COLUMNS[event.kind], null]),
        );
        await saveRequest(
          tx,
          _id,
          updated,
          { integrationDue: due, integrationLapsed: null, ...rearmed },
          now,
        );
        await addComment(tx, _id, session.user.id, deadlineExtensionComment(days, reason), now);
        await appendLog(
          tx,
          _id,
          'DEADLINE_EXTENDED',
          { role: 'SEG', fiscalCode: session.user.fiscalCode },
          now,
        );
        return requireRequest(tx, _id);
      });
    });
  },
});
