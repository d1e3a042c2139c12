import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { documents } from '../db/schema';
import { type ContentStore, documentStoreOf, isContentStore } from '../documents/store/documentStore';
import { type JobObserver, type ScheduledJob, scheduleJob } from './scheduledJob';

export const DOCUMENT_SWEEP_LOCK = 0x43455404;

/**
 * Content younger than this is never swept: an upload stores its content before its row, and the row
 * of an upload under way may still be coming. An hour is far longer than any upload's transaction.
 */
export const DOCUMENT_SWEEP_GRACE_MS = 60 * 60 * 1000;

const DOCUMENT_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Hashes asked of the database at once. */
const BATCH = 500;

export interface DocumentSweepRun {
  /** Stored contents that no document row named, removed. */
  removed: number;
  /** Temporary files of writes a killed server left unfinished, removed. */
  unfinished: number;
  /** Stored contents looked at (those older than the grace period). */
  examined: number;
  /** True when another instance held the lock, or the store is the database (nothing to sweep). */
  skipped: boolean;
}

const referenced = async (database: Database, hashes: string[]): Promise<Set<string>> => {
  if (hashes.length === 0) return new Set();
  const rows = await database.db
    .selectDistinct({ sha256: documents.sha256 })
    .from(documents)
    .where(inArray(documents.sha256, hashes));
  return new Set(rows.map((row) => row.sha256));
};

const sweep = async (database: Database, store: ContentStore, before: Date) => {
  const old: string[] = [];
  for await (const object of store.list()) if (object.storedAt < before) old.push(object.sha256);
  let removed = 0;
  for (let start = 0; start < old.length; start += BATCH) {
    const batch = old.slice(start, start + BATCH);
    const named = await referenced(database, batch);
    for (const sha256 of batch.filter((hash) => !named.has(hash))) {
      // Asked again just before removing: an upload of the very same bytes may have named it since, or
      // written it again, which makes it young (its row may still be coming); the age is asked last.
      if ((await referenced(database, [sha256])).size > 0) continue;
      const at = await store.storedAt(sha256);
      if (!at || at >= before) continue;
      await store.delete(sha256);
      removed += 1;
    }
  }
  const unfinished = await store.removeUnfinished(before);
  return { removed, unfinished, examined: old.length };
};

/**
 * Removes stored content that no document row names and that is older than the grace period: what an
 * upload left when its row was never written (a refused call, a crash between the two writes). One
 * instance at a time (an advisory lock). Not in the audit log, which records changes to records: an
 * unnamed object belongs to none. The database store has nothing to sweep (its rows go with theirs).
 */
export const runDocumentSweep = async (
  database: Database,
  { now = new Date(), graceMs = DOCUMENT_SWEEP_GRACE_MS }: { now?: Date; graceMs?: number } = {},
): Promise<DocumentSweepRun> => {
  const store = documentStoreOf(database);
  const nothing = { removed: 0, unfinished: 0, examined: 0, skipped: true };
  if (!isContentStore(store)) return nothing;
  const outcome = await database.withAdvisoryLock(
    DOCUMENT_SWEEP_LOCK,
    () => sweep(database, store, new Date(now.getTime() - graceMs)),
    { wait: false },
  );
  return outcome.acquired ? { ...outcome.value, skipped: false } : nothing;
};

export type DocumentSweepJob = ScheduledJob<DocumentSweepRun>;

/** Every hour, and on demand. */
export const startDocumentSweepJob = (
  database: Database,
  { log, observe }: { log: FastifyBaseLogger; observe?: JobObserver | undefined },
): DocumentSweepJob =>
  scheduleJob(() => runDocumentSweep(database), {
    intervalMs: DOCUMENT_SWEEP_INTERVAL_MS,
    log,
    observe,
    name: 'document sweep',
    report: (run) => run.removed + run.unfinished > 0,
  });
