import type { ROLE_SORT_FIELDS, Role } from '@cet-portal/api-client/contract';
import { eq } from 'drizzle-orm';
import { countRows, iso, orderByFields } from '../../db/queries/sql';
import { roles } from '../../db/schema';
import { defineCall } from '../types';

const ROLE_SORT_COLUMNS = { name: roles.name, updated: roles.updated } satisfies Record<
  (typeof ROLE_SORT_FIELDS)[number],
  unknown
>;

export const find = defineCall('role.find', {
  rule: 'any known user',
  handler: async ({ query, skip, take, sort }, context) => {
    const { db } = context.database;
    const where = query.name ? eq(roles.name, query.name) : undefined;
    const rows = await db
      .select()
      .from(roles)
      .where(where)
      .orderBy(...orderByFields(sort, ROLE_SORT_COLUMNS, roles.id))
      .limit(take)
      .offset(skip);
    const result: Role[] = rows.map((row) => ({
      _id: row.id,
      name: row.name,
      description: row.description,
      updated: iso(row.updated),
    }));
    return { result, total: await countRows(db, roles, where) };
  },
});
