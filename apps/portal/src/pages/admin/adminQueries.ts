import { MAX_TAKE, ROLE_NAMES, type Role, type RoleName } from '@cet-portal/api-client';
import { queryOptions } from '@tanstack/react-query';
import { allPagesQueryFor, queryOptionsFor } from '../../api/queries';

/** Every company, by name, for the user form's select. */
export const allCompaniesQuery = (role: RoleName | null) =>
  allPagesQueryFor(role, 'user.findCompanies', { sort: { surname: 1 } });

/** Every role, in the spec's order (RIC, SEG, CET, PRE, then ADMIN). */
export const rolesQuery = (role: RoleName | null) =>
  queryOptions({
    ...queryOptionsFor(role, 'role.find', { take: MAX_TAKE }),
    select: ({ result }): Role[] =>
      result.toSorted((a, b) => ROLE_NAMES.indexOf(a.name) - ROLE_NAMES.indexOf(b.name)),
  });
