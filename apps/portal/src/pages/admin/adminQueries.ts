import { type Company, MAX_TAKE, ROLE_NAMES, type Role } from '@cet-portal/api-client';
import { queryOptions } from '@tanstack/react-query';
import { callKey, queryOptionsFor, sendCall } from '../../api/queries';

const ALL_COMPANIES = { sort: { surname: 1 as const } };

/**
 * Every company, by name, for the user form's select. The list call gives at most MAX_TAKE rows a
 * time, so the pages are read until the total is reached; the answer is kept under
 * `user.findCompanies`, so that a saved company refreshes it.
 */
export const allCompaniesQuery = () =>
  queryOptions({
    queryKey: callKey('user.findCompanies', ALL_COMPANIES),
    queryFn: async ({ signal }): Promise<Company[]> => {
      const companies: Company[] = [];
      let total = Number.POSITIVE_INFINITY;
      while (companies.length < total) {
        const page = await sendCall(
          'user.findCompanies',
          { ...ALL_COMPANIES, skip: companies.length, take: MAX_TAKE },
          signal,
        );
        companies.push(...page.result);
        total = page.result.length === 0 ? companies.length : page.total;
      }
      return companies;
    },
  });

/** Every role, in the spec's order (RIC, SEG, CET, PRE, then ADMIN). */
export const rolesQuery = () =>
  queryOptions({
    ...queryOptionsFor('role.find', { take: MAX_TAKE }),
    select: ({ result }): Role[] =>
      result.toSorted((a, b) => ROLE_NAMES.indexOf(a.name) - ROLE_NAMES.indexOf(b.name)),
  });
