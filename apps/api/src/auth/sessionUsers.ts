import { and, eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../core/session';
import type { Db } from '../db/database';
import { builtOnce, UNNAMED } from '../db/queries/sql';
import { findSessionUser, peopleCondition, touchLastActivity } from '../db/queries/users';
import { users } from '../db/schema';

/** Enough for every user of a busy day; the oldest entry goes first beyond it. */
const MAX_ENTRIES = 10_000;

/** `last_activity` is written at most once a minute per user (touchLastActivity). */
const TOUCH_INTERVAL_MS = 60_000;

/** The user's id and version by fiscal code: the one statement every call sends before its own. */
const userVersion = builtOnce((db) =>
  db
    .select({ id: users.id, updated: users.updated })
    .from(users)
    .where(and(eq(users.fiscalCode, sql.placeholder('fiscalCode')), peopleCondition()))
    .prepare(UNNAMED),
);

interface Entry {
  user: SessionUser;
  /** The user row's version when the user and roles were read. */
  updated: number;
}

/**
 * The signed-in user and roles of each call, without reading them again on every call: one indexed
 * lookup of the user's version (`users.updated`, which every change of a user and of their roles
 * moves — user.update's optimistic check) replaces the user and role queries, and the last-activity
 * write is skipped while this process wrote it less than a minute ago. The version is read from the
 * database, not kept in memory, so a change made on another instance, or rolled back, is seen at
 * the next call: a removed role never outlives its transaction.
 */
export const createSessionUsers = () => {
  const entries = new Map<string, Entry>();
  const touched = new Map<string, number>();

  const remember = (fiscalCode: string, entry: Entry) => {
    entries.delete(fiscalCode);
    entries.set(fiscalCode, entry);
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  };

  /** The user a token names, with their roles; null when no person has that fiscal code. */
  const find = async (db: Db, fiscalCode: string): Promise<SessionUser | null> => {
    const [row] = await userVersion(db).execute({ fiscalCode });
    if (!row) {
      entries.delete(fiscalCode);
      return null;
    }
    const cached = entries.get(fiscalCode);
    if (cached && cached.user.id === row.id && cached.updated === row.updated.getTime()) return cached.user;
    // Read after the version: a change committed in between leaves a newer version in the row, so
    // this entry is read again at the next call rather than kept stale.
    const user = await findSessionUser(db, fiscalCode);
    if (user) remember(fiscalCode, { user, updated: row.updated.getTime() });
    else entries.delete(fiscalCode);
    return user;
  };

  /** Records the user's activity, at most once a minute from this process. */
  const touch = async (db: Db, userId: string, now: Date): Promise<void> => {
    const last = touched.get(userId);
    if (last !== undefined && now.getTime() - last < TOUCH_INTERVAL_MS) return;
    await touchLastActivity(db, userId, now);
    touched.delete(userId);
    touched.set(userId, now.getTime());
    if (touched.size > MAX_ENTRIES) touched.delete(touched.keys().next().value as string);
  };

  return { find, touch };
};

export type SessionUsers = ReturnType<typeof createSessionUsers>;
