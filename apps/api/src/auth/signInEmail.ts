import type { RoleName } from '@cet-portal/api-client/contract';
import { and, eq, sql } from 'drizzle-orm';
import { audited } from '../audit/auditLog';
import type { SessionUser } from '../core/session';
import type { Db } from '../db/database';
import { nextVersion } from '../db/queries/sql';
import { users } from '../db/schema';

/**
 * Keeps the user's address as the organisation's sign-in states it (the token's `email` claim): a
 * token without the claim, or with the address already stored, changes nothing. The change moves
 * the user's version, so every instance's cache of signed-in users reads the new address.
 */
export const recordSignInEmail = async (
  db: Db,
  user: SessionUser,
  email: string | null,
  role: RoleName | null,
): Promise<SessionUser> => {
  const actorRole = role ?? user.roles[0];
  if (email === null || email === user.email || actorRole === undefined) return user;
  const write = {
    actor: { userId: user.id, fiscalCode: user.fiscalCode, role: actorRole },
    operation: 'signIn.email',
    kind: 'user',
    id: user.id,
  } as const;
  await db.transaction((tx) =>
    audited(tx, write, () =>
      tx
        .update(users)
        .set({ email, updated: nextVersion(users.updated, new Date()) })
        .where(and(eq(users.id, user.id), sql`${users.email} is distinct from ${email}`)),
    ),
  );
  return { ...user, email };
};
