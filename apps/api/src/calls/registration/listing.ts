import type { REGISTRATION_SORT_FIELDS, RegistrationFilter } from '@cet-portal/api-client/contract';
import { and, eq, or, type SQL, count as sqlCount } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { containsText, orderByFields, readTogether } from '../../db/queries/sql';
import { registrations, users } from '../../db/schema';
import { loadRegistrations } from '../../registration/records';
import { defineCall } from '../types';

const REGISTRATION_SORT_COLUMNS = {
  submitted: registrations.submitted,
  updated: registrations.updated,
} satisfies Record<(typeof REGISTRATION_SORT_FIELDS)[number], unknown>;

const person = alias(users, 'registrant');

/** The status asked for, and the text anywhere in the person's name or fiscal code or the company's name or VAT. */
const conditions = ({ status, text }: RegistrationFilter): SQL | undefined =>
  and(
    status ? eq(registrations.status, status) : undefined,
    text
      ? or(
          containsText(person.fullname, text),
          containsText(person.fiscalCode, text),
          containsText(registrations.companyName, text),
          containsText(registrations.companyVat, text),
        )
      : undefined,
  );

const matching = (db: Db) =>
  db
    .select({ id: registrations.id })
    .from(registrations)
    .innerJoin(person, eq(person.id, registrations.userId));

const countMatching = async (db: Db, filter: RegistrationFilter): Promise<number> => {
  const [row] = await db
    .select({ value: sqlCount() })
    .from(registrations)
    .innerJoin(person, eq(person.id, registrations.userId))
    .where(conditions(filter));
  return row?.value ?? 0;
};

export const find = defineCall('registration.find', {
  rule: 'SEG or ADMIN; every registration, by status and text',
  handler: async ({ query, skip, take, sort }, context) => {
    const { db } = context.database;
    const order = orderByFields(sort, REGISTRATION_SORT_COLUMNS, registrations.id);
    const [ids, total] = await readTogether(db, [
      () =>
        matching(db)
          .where(conditions(query))
          .orderBy(...order)
          .offset(skip)
          .limit(take),
      () => countMatching(db, query),
    ] as const);
    return {
      result: await loadRegistrations(
        db,
        ids.map((row) => row.id),
      ),
      total,
    };
  },
});

export const count = defineCall('registration.count', {
  rule: 'SEG or ADMIN; by status and text (the header counts the pending ones)',
  handler: async ({ query }, context) => ({ count: await countMatching(context.database.db, query) }),
});
