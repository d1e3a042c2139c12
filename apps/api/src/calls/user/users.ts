import {
  COMPANY_VAT_MIN_LENGTH,
  fullnameOf,
  type ParsedCallInput,
  REFUSALS,
  STALE_MESSAGES,
  takenFiscalCodeRefusal,
  type USER_SORT_FIELDS,
  userKindRefusal,
} from '@cet-portal/api-client/contract';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { auditActorOf, audited } from '../../audit/auditLog';
import { badRequest, conflict, notFound, stale } from '../../core/refusal';
import type { Db } from '../../db/database';
import { newId } from '../../db/ids';
import { countRows, lower, nextVersion, orderByFields } from '../../db/queries/sql';
import { companyRow, listUsers, loadUser, userConditions } from '../../db/queries/users';
import { roles, userRoles, users } from '../../db/schema';
import { roleSessionOf } from '../permissions';
import { defineCall } from '../types';

const USER_SORT_COLUMNS = {
  fiscalCode: users.fiscalCode,
  fullname: lower(users.fullname),
  inserted: users.inserted,
  lastActivity: users.lastActivity,
} satisfies Record<(typeof USER_SORT_FIELDS)[number], unknown>;

export const find = defineCall('user.find', {
  rule: 'ADMIN, SEG or PRE; people only (never companies nor the JOB user)',
  handler: ({ query, skip, take, sort }, context) => {
    const order = orderByFields(sort, USER_SORT_COLUMNS, users.id);
    return listUsers(context.database.db, userConditions(query), { order, skip, take });
  },
});

export const count = defineCall('user.count', {
  rule: 'ADMIN, SEG or PRE; people only (never companies nor the JOB user)',
  handler: async ({ query }, context) => ({
    count: await countRows(context.database.db, users, userConditions(query)),
  }),
});

const assertFreeFiscalCode = async (db: Db, fiscalCode: string, exceptId?: string) => {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.fiscalCode, fiscalCode), exceptId ? ne(users.id, exceptId) : undefined));
  if (taken) throw conflict(takenFiscalCodeRefusal(fiscalCode));
};

const roleIds = async (db: Db, ids: readonly string[]): Promise<string[]> => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await db.select({ id: roles.id }).from(roles).where(inArray(roles.id, unique));
  const unknown = unique.filter((id) => !found.some((role) => role.id === id));
  if (unknown.length > 0) throw badRequest(`Ruolo sconosciuto: ${unknown.join(', ')}`);
  return unique;
};

const companyId = async (db: Db, id: string | null | undefined): Promise<string | null> => {
  if (!id) return null;
  const [company] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.isCorporate, true)));
  if (!company) throw badRequest(`Ente sconosciuto: ${id}`);
  return company.id;
};

const setRoles = async (db: Db, userId: string, ids: readonly string[]) => {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (ids.length > 0) await db.insert(userRoles).values(ids.map((roleId) => ({ userId, roleId })));
};

const loaded = async (db: Db, id: string) => {
  const user = await loadUser(db, id);
  if (!user) throw notFound(REFUSALS.userNotFound);
  return user;
};

type CreateInput = ParsedCallInput<'user.create'>;

export const create = defineCall('user.create', {
  rule: `ADMIN; a person (fiscal code uppercased, unique) or, with isCorporate, a company (VAT of at least ${COMPANY_VAT_MIN_LENGTH} characters, unique); 409 on a taken code`,
  handler: async (input: CreateInput, context) =>
    context.database.db.transaction(async (tx) => {
      await assertFreeFiscalCode(tx, input.fiscalCode);
      const id = newId();
      const write = {
        actor: auditActorOf(roleSessionOf(context)),
        operation: 'user.create',
        kind: 'isCorporate' in input ? 'company' : 'user',
        id,
      } as const;
      return audited(tx, write, async () => {
        const now = new Date();
        const base = { id, fiscalCode: input.fiscalCode, inserted: now, updated: now };
        if ('isCorporate' in input) {
          await tx.insert(users).values(companyRow({ id, vat: input.fiscalCode, name: input.surname, now }));
        } else {
          const ids = await roleIds(tx, input.roles);
          await tx.insert(users).values({
            ...base,
            name: input.name,
            surname: input.surname,
            fullname: fullnameOf(input),
            corporateId: await companyId(tx, input.corporate),
            email: input.email ?? null,
          });
          await setRoles(tx, id, ids);
        }
        return loaded(tx, id);
      });
    }),
});

export const update = defineCall('user.update', {
  rule: 'ADMIN; a person stays a person and a company a company; stale `updated` → 409',
  handler: async (input, context) =>
    context.database.db.transaction(async (tx) => {
      const [current] = await tx.select().from(users).where(eq(users.id, input._id)).for('update');
      if (!current) throw notFound(REFUSALS.userNotFound);
      if (current.updated.getTime() !== Date.parse(input.updated)) throw stale(STALE_MESSAGES.user);
      const kindRefusal = userKindRefusal(current.isCorporate, 'isCorporate' in input);
      if (kindRefusal) throw badRequest(kindRefusal);
      if (input.fiscalCode) await assertFreeFiscalCode(tx, input.fiscalCode, current.id);
      const write = {
        actor: auditActorOf(roleSessionOf(context)),
        operation: 'user.update',
        kind: current.isCorporate ? 'company' : 'user',
        id: current.id,
      } as const;
      return audited(tx, write, async () => {
        let values: Partial<typeof users.$inferInsert>;
        if ('isCorporate' in input) {
          const surname = input.surname ?? current.surname;
          values = { fiscalCode: input.fiscalCode ?? current.fiscalCode, surname, fullname: surname };
        } else {
          const { _id, updated, roles: newRoles, corporate, ...fields } = input;
          values = {
            ...fields,
            fullname: fullnameOf(fields, current),
            ...(corporate === undefined ? {} : { corporateId: await companyId(tx, corporate) }),
          };
          if (newRoles) await setRoles(tx, current.id, await roleIds(tx, newRoles));
        }
        const saved = await tx
          .update(users)
          .set({ ...values, updated: nextVersion(users.updated, new Date()) })
          .where(and(eq(users.id, current.id), eq(users.updated, new Date(input.updated))))
          .returning({ id: users.id });
        if (saved.length === 0) throw stale(STALE_MESSAGES.user);
        return loaded(tx, current.id);
      });
    }),
});
