import {
  DEADLINE_EVENTS,
  type DeadlineEventKind,
  daysAfter,
  INTEGRATION_CLOCK_STATES,
  isDeadlineEventDue,
  isDeadlineRunning,
} from '@cet-portal/api-client/contract';
import { and, asc, eq, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { audited } from '../audit/auditLog';
import type { Database, Db } from '../db/database';
import { requests } from '../db/schema';
import { DEADLINE_EVENT_COLUMNS, onDeadlineEvent } from '../deadlines/reminders';
import { JOB_ACTOR, JOB_AUDIT_ACTOR } from '../setup/jobUser';
import { type JobObserver, type ScheduledJob, scheduleJob } from './scheduledJob';

/** Advisory lock key of the deadline job: one server instance runs it at a time. */
export const DEADLINE_JOB_LOCK = 0x43455402;

/** The contract's events of a round, most advanced first, each with the column that records it. */
const EVENTS = DEADLINE_EVENTS.map((event) => ({ ...event, column: DEADLINE_EVENT_COLUMNS[event.kind] }));

/**
 * Records what a running clock owes at `now`, in one transaction with the row locked: the most advanced
 * event not recorded yet is sent; earlier ones it overtook (the server was off, or an extension was
 * short) are marked without a message, so the applicant never reads "30 days left" a week before the
 * due date. Every event of a round is recorded once: the columns say it was, under the row's lock.
 */
const settleRequest = async (db: Db, requestId: string, now: Date): Promise<DeadlineEventKind | null> =>
  db.transaction(async (tx) => {
    const [row] = await tx.select().from(requests).where(eq(requests.id, requestId)).for('update');
    if (!row?.integrationDue || !isDeadlineRunning(row)) return null;
    const dueDate = row.integrationDue;
    const due = EVENTS.filter((event) => isDeadlineEventDue(dueDate, event.daysBefore, now));
    const next = due.find((event) => row[event.column] === null);
    if (!next) return null;
    const write = {
      actor: JOB_AUDIT_ACTOR,
      operation: 'job.deadline',
      kind: 'request',
      id: requestId,
    } as const;
    return audited(tx, write, async () => {
      const marked = Object.fromEntries(
        due.filter((event) => row[event.column] === null).map((event) => [event.column, now]),
      );
      // Not a new version of the request: an applicant integrating it meanwhile must not meet a 409.
      await tx.update(requests).set(marked).where(eq(requests.id, requestId));
      await onDeadlineEvent(tx, { kind: next.kind, requestId, dueDate }, JOB_ACTOR, now);
      return next.kind;
    });
  });

export interface DeadlineJobRun {
  /** The events this run recorded, by kind. */
  sent: Record<DeadlineEventKind, number>;
  /** True when another instance held the lock, so this one did nothing. */
  skipped: boolean;
}

const noEvents = (): Record<DeadlineEventKind, number> => ({
  'deadline.reminder30': 0,
  'deadline.reminder7': 0,
  'deadline.lapsed': 0,
});

/** Every running clock that owes a reminder or its lapse at `now`, under the advisory lock. */
export const runDeadlineJob = async (database: Database, now: Date): Promise<DeadlineJobRun> => {
  const outcome = await database.withAdvisoryLock(
    DEADLINE_JOB_LOCK,
    async () => {
      const owing = await database.db
        .select({ id: requests.id })
        .from(requests)
        .where(
          and(
            isNotNull(requests.integrationDue),
            inArray(requests.state, [...INTEGRATION_CLOCK_STATES]),
            or(
              ...EVENTS.map((event) =>
                and(
                  isNull(requests[event.column]),
                  lte(requests.integrationDue, daysAfter(now, event.daysBefore)),
                ),
              ),
            ),
          ),
        )
        .orderBy(asc(requests.integrationDue), asc(requests.id));
      const sent = noEvents();
      for (const { id } of owing) {
        const kind = await settleRequest(database.db, id, now);
        if (kind) sent[kind] += 1;
      }
      return sent;
    },
    { wait: false },
  );
  return outcome.acquired ? { sent: outcome.value, skipped: false } : { sent: noEvents(), skipped: true };
};

export type DeadlineJob = ScheduledJob<DeadlineJobRun>;

/** The job on a timer (none when `intervalMs` is 0) and on demand, reading the server's clock. */
export const startDeadlineJob = (
  database: Database,
  {
    intervalMs,
    log,
    now,
    observe,
  }: { intervalMs: number; log: FastifyBaseLogger; now: () => Date; observe?: JobObserver | undefined },
): DeadlineJob =>
  scheduleJob(() => runDeadlineJob(database, now()), {
    intervalMs,
    log,
    observe,
    name: 'deadline job',
    report: (result) => Object.values(result.sent).some((count) => count > 0),
  });
