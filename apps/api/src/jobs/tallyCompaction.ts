import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { compactRequestTallies } from '../db/queries/requestTallies';
import { type JobObserver, type ScheduledJob, scheduleJob } from './scheduledJob';

/**
 * Every minute: a count reads the deltas written since the last fold, so a minute of writes bounds
 * its cost. Every instance may run it: the fold is exact when two run at once (see the query).
 */
const TALLY_COMPACTION_INTERVAL_MS = 60_000;

export const startTallyCompactionJob = (
  database: Database,
  log: FastifyBaseLogger,
  observe?: JobObserver,
): ScheduledJob<void> =>
  scheduleJob(() => compactRequestTallies(database.db), {
    intervalMs: TALLY_COMPACTION_INTERVAL_MS,
    log,
    observe,
    name: 'request tally compaction',
    report: () => false,
  });
