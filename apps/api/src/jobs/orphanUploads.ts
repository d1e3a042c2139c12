import type { FastifyBaseLogger } from 'fastify';
import { audited } from '../audit/auditLog';
import type { Database } from '../db/database';
import { stillUnattached, unattachedUploadsBefore } from '../db/queries/unattachedDocuments';
import { documents } from '../db/schema';
import { JOB_AUDIT_ACTOR } from '../setup/jobUser';
import { type JobObserver, type ScheduledJob, scheduleJob } from './scheduledJob';

export const ORPHAN_UPLOADS_LOCK = 0x43455405;

const FOREIGN_KEY_VIOLATION = '23503';

const ORPHAN_UPLOADS_INTERVAL_MS = 60 * 60 * 1000;

/** Documents removed per run at most: a backlog is worked off over a few runs, never in one long one. */
const BATCH = 1000;

export interface OrphanUploadsRun {
  /** Documents nothing named after the grace period, removed (their rows, audited). */
  removed: number;
  /** True when another instance held the lock. */
  skipped: boolean;
}

/**
 * Removes uploads that nothing names (no request, meeting, registration, request type or page) once
 * they are older than `ORPHAN_UPLOAD_HOURS`: a file chosen for a draft never saved, a replaced
 * template. Each removal is one audited transaction (`job.orphanUploads`, role ADMIN, user JOB) that
 * asks again whether the document is still unattached, so a document attached meanwhile stays. The
 * row goes with its `document_contents`; a content store's object, then named by no row, goes with
 * the document sweeper's next run. One instance at a time (an advisory lock).
 */
export const runOrphanUploads = async (
  database: Database,
  { now = new Date(), graceHours }: { now?: Date; graceHours: number },
): Promise<OrphanUploadsRun> => {
  const before = new Date(now.getTime() - graceHours * 60 * 60 * 1000);
  const outcome = await database.withAdvisoryLock(
    ORPHAN_UPLOADS_LOCK,
    async () => {
      let removed = 0;
      for (const { id } of await unattachedUploadsBefore(database.db, before, BATCH)) {
        const write = {
          actor: JOB_AUDIT_ACTOR,
          operation: 'job.orphanUploads',
          kind: 'document',
          id,
        } as const;
        try {
          const gone = await database.db.transaction((tx) =>
            audited(tx, write, () =>
              tx.delete(documents).where(stillUnattached(id)).returning({ id: documents.id }),
            ),
          );
          removed += gone.length;
        } catch (error) {
          // Attached by a transaction that committed while this one removed it: it stays.
          // drizzle wraps the driver's error, whose SQLSTATE is its cause's code.
          if ((error as { cause?: { code?: unknown } }).cause?.code !== FOREIGN_KEY_VIOLATION) throw error;
        }
      }
      return removed;
    },
    { wait: false },
  );
  return outcome.acquired ? { removed: outcome.value, skipped: false } : { removed: 0, skipped: true };
};

export type OrphanUploadsJob = ScheduledJob<OrphanUploadsRun>;

/** Every hour, and on demand. */
export const startOrphanUploadsJob = (
  database: Database,
  {
    graceHours,
    log,
    observe,
  }: { graceHours: number; log: FastifyBaseLogger; observe?: JobObserver | undefined },
): OrphanUploadsJob =>
  scheduleJob(() => runOrphanUploads(database, { graceHours }), {
    intervalMs: ORPHAN_UPLOADS_INTERVAL_MS,
    log,
    observe,
    name: 'orphan uploads',
    report: (run) => run.removed > 0,
  });
