import type { DeadlineEventKind, LogOperation } from '@cet-portal/api-client/contract';
import type { Db } from '../db/database';
import { appendLog, type LogActor } from '../db/queries/requests';
import type { requests } from '../db/schema';
import { enqueueNotification } from '../notifications/outbox';

/** The column of a request that records each event of its current round, set once it was sent. */
export const DEADLINE_EVENT_COLUMNS = {
  'deadline.lapsed': 'integrationLapsed',
  'deadline.reminder7': 'integrationReminder7',
  'deadline.reminder30': 'integrationReminder30',
} as const satisfies Record<DeadlineEventKind, keyof typeof requests.$inferSelect>;

export interface DeadlineEvent {
  kind: DeadlineEventKind;
  requestId: string;
  dueDate: Date;
}

const LOG_OPERATION = {
  'deadline.reminder30': 'DEADLINE_REMINDER30',
  'deadline.reminder7': 'DEADLINE_REMINDER7',
  'deadline.lapsed': 'DEADLINE_LAPSED',
} as const satisfies Record<DeadlineEventKind, LogOperation>;

/**
 * The one place where "a reminder (or the lapse) is due now" has its effects, inside the deadline job's
 * transaction: the request's history entry, and the notification of the event (its outbox message is
 * written here, in the same transaction, so it is never lost nor doubled).
 */
export const onDeadlineEvent = async (
  tx: Db,
  event: DeadlineEvent,
  actor: LogActor,
  now: Date,
): Promise<void> => {
  await appendLog(tx, event.requestId, LOG_OPERATION[event.kind], actor, now);
  await enqueueNotification(tx, event, now);
};
