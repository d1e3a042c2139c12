import {
  CONFLICT_OF_INTEREST_MESSAGE,
  type ConflictOfInterest,
  conflictedRapporteurMessage,
  hasConflictOfInterest,
} from '@cet-portal/api-client/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { forbidden } from '../core/refusal';
import type { Db } from '../db/database';
import { toUserRef } from '../db/queries/users';
import { conflictsOfInterest, requests, users } from '../db/schema';

/**
 * A meeting holds frozen clones of its requests once committed: a declaration on the original
 * request holds for its clones too.
 */
const originalsOf = async (db: Db, requestIds: readonly string[]): Promise<Map<string, string>> => {
  if (requestIds.length === 0) return new Map();
  const rows = await db
    .select({ id: requests.id, original: sql<string>`coalesce(${requests.cloneOf}, ${requests.id})` })
    .from(requests)
    .where(inArray(requests.id, [...requestIds]));
  return new Map(rows.map((row) => [row.id, row.original]));
};

/** The declarations on these requests (or the originals of their clones), each under the id asked for. */
export const declarationsOn = async (
  db: Db,
  requestIds: readonly string[],
): Promise<ConflictOfInterest[]> => {
  const originals = await originalsOf(db, requestIds);
  const wanted = [...new Set(originals.values())];
  if (wanted.length === 0) return [];
  const rows = await db
    .select({ conflict: conflictsOfInterest, user: users })
    .from(conflictsOfInterest)
    .innerJoin(users, eq(users.id, conflictsOfInterest.userId))
    .where(inArray(conflictsOfInterest.requestId, wanted))
    .orderBy(asc(conflictsOfInterest.declared));
  return [...originals.entries()].flatMap(([asked, original]) =>
    rows
      .filter((row) => row.conflict.requestId === original)
      .map((row) => ({
        request: asked,
        user: toUserRef(row.user),
        reason: row.conflict.reason,
        declared: row.conflict.declared.toISOString(),
      })),
  );
};

/** 403 when the caller declared a conflict on the request: it neither decides it nor writes its report. */
export const assertNoConflict = async (db: Db, requestId: string, userId: string): Promise<void> => {
  if (hasConflictOfInterest(userId, await declarationsOn(db, [requestId])))
    throw forbidden(CONFLICT_OF_INTEREST_MESSAGE);
};

/** 403 when a chosen rapporteur declared a conflict on the request given to it. */
export const assertRapporteursFree = async (
  db: Db,
  entries: readonly { request: string; user?: string | null }[],
): Promise<void> => {
  const declarations = await declarationsOn(
    db,
    entries.filter((entry) => entry.user).map((entry) => entry.request),
  );
  for (const entry of entries) {
    const own = declarations.filter((declaration) => declaration.request === entry.request);
    if (hasConflictOfInterest(entry.user, own)) {
      const name = own.find((declaration) => declaration.user._id === entry.user)?.user.fullname ?? '';
      throw forbidden(conflictedRapporteurMessage(name));
    }
  }
};
