import type { COMPANY_SORT_FIELDS, Company } from '@cet-portal/api-client/contract';
import { countRows, lower, orderByFields } from '../../db/queries/sql';
import { companyConditions, listUsers } from '../../db/queries/users';
import { users } from '../../db/schema';
import { defineCall } from '../types';

const COMPANY_SORT_COLUMNS = {
  fiscalCode: users.fiscalCode,
  surname: lower(users.surname),
  inserted: users.inserted,
} satisfies Record<(typeof COMPANY_SORT_FIELDS)[number], unknown>;

export const findCompanies = defineCall('user.findCompanies', {
  rule: 'ADMIN; companies only',
  handler: async ({ query, skip, take, sort }, context) => {
    const order = orderByFields(sort, COMPANY_SORT_COLUMNS, users.id);
    const page = await listUsers(context.database.db, companyConditions(query), { order, skip, take });
    // The condition keeps companies only, which the wire types as isCorporate true.
    return page as { result: Company[]; total: number };
  },
});

export const countCompanies = defineCall('user.countCompanies', {
  rule: 'ADMIN; companies only',
  handler: async ({ query }, context) => ({
    count: await countRows(context.database.db, users, companyConditions(query)),
  }),
});
