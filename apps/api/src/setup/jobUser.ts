import { JOB_USER } from '@cet-portal/api-client/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { newId } from '../db/ids';
import { users } from '../db/schema';
/** The jobs act as role ADMIN, user JOB (ARCHITECTURE.md), in request logs and in the audit log. */
export const JOB_ACTOR = { role: 'ADMIN', fiscalCode: JOB_USER } as const;
export const JOB_AUDIT_ACTOR = { ...JOB_ACTOR, userId: null } as const;

/**
 * The protocol job's user (ARCHITECTURE.md): no role, never signs in, left out of every user list.
 * It also stands as the author of what the server writes by itself, such as the first home page.
 */
export const insertJobUser = async (db: Db, now: Date): Promise<string> => {
  const id = newId();
  await db.insert(users).values({
    id,
    fiscalCode: JOB_USER,
    name: 'Procedura',
    surname: 'di protocollazione',
    fullname: 'Procedura di protocollazione',
    inserted: now,
    updated: now,
  });
  return id;
};

/** The JOB user's id, inserting it when the database has none yet. */
export const jobUserId = async (db: Db, now: Date): Promise<string> => {
  const [found] = await db.select({ id: users.id }).from(users).where(eq(users.fiscalCode, JOB_USER));
  return found?.id ?? insertJobUser(db, now);
};

/**
 * Whether the database has anyone yet (companies aside): demo data and first-day data go only into
 * an empty one, and each inserts someone, so each runs once.
 */
export const hasUsers = async (db: Db): Promise<boolean> =>
  (await db.select({ id: users.id }).from(users).where(eq(users.isCorporate, false)).limit(1)).length > 0;
