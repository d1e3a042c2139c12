import type { NotificationKind, NotificationLanguage, RoleName } from '@cet-portal/api-client/contract';
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { holdsAnyRole, peopleCondition } from '../db/queries/users';
import { users } from '../db/schema';

/** One person a message goes to, with what the message needs to know about them. */
export interface Recipient {
  id: string;
  fullname: string;
  email: string | null;
  language: NotificationLanguage;
  notificationsOff: NotificationKind[];
}

const COLUMNS = {
  id: users.id,
  fullname: users.fullname,
  email: users.email,
  language: users.language,
  notificationsOff: users.notificationsOff,
};

const peopleWhere = async (db: Db, condition: SQL | undefined): Promise<Recipient[]> =>
  db.select(COLUMNS).from(users).where(and(peopleCondition(), condition)).orderBy(users.fullname, users.id);

/** Everyone holding any of these roles: the secretariat (SEG), the committee (CET, PRE). */
export const holdersOf = (db: Db, roles: readonly RoleName[]) => peopleWhere(db, holdsAnyRole(roles));

export const peopleById = (db: Db, ids: readonly string[]) =>
  ids.length === 0 ? Promise.resolve([]) : peopleWhere(db, inArray(users.id, [...ids]));

/** The request's applicant and, when it belongs to a company, the company's other applicants (RIC). */
export const applicantsOf = (db: Db, request: { userId: string; corporateId: string | null }) =>
  peopleWhere(
    db,
    request.corporateId === null
      ? eq(users.id, request.userId)
      : or(
          eq(users.id, request.userId),
          and(eq(users.corporateId, request.corporateId), holdsAnyRole(['RIC'])),
        ),
  );

/** The same person reached twice (an applicant who is also SEG) gets one message. */
export const distinct = (groups: Recipient[][]): Recipient[] => {
  const seen = new Map<string, Recipient>();
  for (const recipient of groups.flat()) if (!seen.has(recipient.id)) seen.set(recipient.id, recipient);
  return [...seen.values()];
};
