import {
  type CompanyRef,
  JOB_USER,
  ROLE_NAMES,
  type Role,
  type RoleName,
  type User,
  type UserRef,
} from '@cet-portal/api-client/contract';
import { and, eq, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '../../core/session';
import type { Db } from '../database';
import { roles, userRoles, users } from '../schema';
import { containsText, countRows, iso, isoOrNull } from './sql';

type UserRow = typeof users.$inferSelect;

const toRole = (row: typeof roles.$inferSelect): Role => ({
  _id: row.id,
  name: row.name,
  description: row.description,
  updated: iso(row.updated),
});

export const toUserRef = (row: Pick<UserRow, 'id' | 'fiscalCode' | 'fullname'>): UserRef => ({
  _id: row.id,
  fiscalCode: row.fiscalCode,
  fullname: row.fullname,
});

const toCompanyRef = (row: Pick<UserRow, 'id' | 'fiscalCode' | 'surname'>): CompanyRef => ({
  _id: row.id,
  fiscalCode: row.fiscalCode,
  surname: row.surname,
});

/** Users as the wire carries them, with roles and company, in the order of `ids`. */
export const loadUsers = async (db: Db, ids: readonly string[]): Promise<User[]> => {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(users)
    .where(inArray(users.id, [...ids]));
  const roleRows = await db
    .select({ userId: userRoles.userId, role: roles })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, [...ids]))
    // The spec's order of roles (RIC, SEG, CET, PRE, ADMIN): a user's first role becomes active at sign-in.
    .orderBy(
      sql`array_position(array[${sql.join(
        ROLE_NAMES.map((name) => sql`${name}`),
        sql`, `,
      )}]::text[], ${roles.name}::text)`,
    );
  const companyIds = [...new Set(rows.flatMap((row) => (row.corporateId ? [row.corporateId] : [])))];
  const companies =
    companyIds.length === 0 ? [] : await db.select().from(users).where(inArray(users.id, companyIds));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const company = companies.find((candidate) => candidate.id === row.corporateId);
    return [
      {
        _id: row.id,
        fiscalCode: row.fiscalCode,
        name: row.name,
        surname: row.surname,
        fullname: row.fullname,
        roles: roleRows.filter((entry) => entry.userId === id).map((entry) => toRole(entry.role)),
        corporate: company ? toCompanyRef(company) : null,
        isCorporate: row.isCorporate,
        inserted: iso(row.inserted),
        lastActivity: isoOrNull(row.lastActivity),
        email: row.email,
        updated: iso(row.updated),
      },
    ];
  });
};

/** A role's id by its name; the reference data holds every role, so a missing one is a broken install. */
export const roleIdByName = async (db: Db, name: RoleName): Promise<string> => {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  if (!role) throw new Error(`Ruolo ${name} mancante: i dati di riferimento vanno caricati prima`);
  return role.id;
};

/** A company's row: a user whose surname is its name and whose fiscal code is its VAT number. */
export const companyRow = ({ id, vat, name, now }: { id: string; vat: string; name: string; now: Date }) => ({
  id,
  fiscalCode: vat,
  name: '',
  surname: name,
  fullname: name,
  isCorporate: true,
  inserted: now,
  updated: now,
});

export const loadUser = async (db: Db, id: string): Promise<User | undefined> =>
  (await loadUsers(db, [id]))[0];

/** The person a token names (companies and the protocol job's user never sign in), with their roles. */
export const findSessionUser = async (db: Db, fiscalCode: string): Promise<SessionUser | null> => {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.fiscalCode, fiscalCode), peopleCondition()));
  if (!row) return null;
  const roleRows = await db
    .select({ name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, row.id));
  return {
    id: row.id,
    fiscalCode: row.fiscalCode,
    fullname: row.fullname,
    corporateId: row.corporateId,
    roles: roleRows.map((role) => role.name),
    email: row.email,
  };
};

/** Records the last activity, at most once a minute per user so reads do not all become writes. */
export const touchLastActivity = async (db: Db, userId: string, now: Date): Promise<void> => {
  const aMinuteAgo = new Date(now.getTime() - 60_000);
  await db
    .update(users)
    .set({ lastActivity: now })
    .where(and(eq(users.id, userId), or(isNull(users.lastActivity), lt(users.lastActivity, aMinuteAgo))));
};

/** People only: companies and the protocol job's user never appear in the user search. */
export const peopleCondition = (): SQL =>
  and(eq(users.isCorporate, false), ne(users.fiscalCode, JOB_USER)) as SQL;

export const holdsAnyRole = (names: readonly RoleName[]): SQL =>
  sql`exists (select 1 from ${userRoles} inner join ${roles} on ${roles.id} = ${userRoles.roleId}
    where ${userRoles.userId} = ${users.id} and ${inArray(roles.name, [...names])})`;

export interface UserFilter {
  fiscalCode?: string | undefined;
  name?: string | undefined;
  roles?: readonly RoleName[] | undefined;
}

export const userConditions = (filter: UserFilter): SQL | undefined =>
  and(
    peopleCondition(),
    containsText(users.fiscalCode, filter.fiscalCode),
    containsText(users.fullname, filter.name),
    filter.roles?.length ? holdsAnyRole(filter.roles) : undefined,
  );

export interface CompanyFilter {
  vat?: string | undefined;
  name?: string | undefined;
}

export const companyConditions = (filter: CompanyFilter): SQL | undefined =>
  and(
    eq(users.isCorporate, true),
    containsText(users.fiscalCode, filter.vat),
    containsText(users.surname, filter.name),
  );

/** One page of users (people or companies) and the total of the matches. */
export const listUsers = async (
  db: Db,
  where: SQL | undefined,
  { order, skip, take }: { order: SQL[]; skip: number; take: number },
) => {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(where)
    .orderBy(...order)
    .limit(take)
    .offset(skip);
  return {
    result: await loadUsers(
      db,
      rows.map((row) => row.id),
    ),
    total: await countRows(db, users, where),
  };
};
