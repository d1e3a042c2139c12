import { type Company, MAX_TAKE, ROLE_NAMES, type Role } from '@cet-portal/api-client';
import { apiClient } from '../../api/apiClient';

/** Query keys of the panels; a save invalidates its prefix so every list of it is read again. */
export const USERS_KEY = 'users';
export const COMPANIES_KEY = 'companies';
export const ROLES_KEY = 'roles';
export const OUTBOX_KEY = 'outbox';

/**
 * Every company, by name, for the user form's select. The list call gives at most MAX_TAKE rows a
 * time, so the pages are read until the total is reached.
 */
export const fetchAllCompanies = async (): Promise<Company[]> => {
  const companies: Company[] = [];
  let total = Number.POSITIVE_INFINITY;
  while (companies.length < total) {
    const page = await apiClient.user.findCompanies({
      skip: companies.length,
      take: MAX_TAKE,
      sort: { surname: 1 },
    });
    companies.push(...page.result);
    total = page.result.length === 0 ? companies.length : page.total;
  }
  return companies;
};

/** Every role, in the spec's order (RIC, SEG, CET, PRE, then ADMIN). */
export const fetchRoles = async (): Promise<Role[]> => {
  const { result } = await apiClient.role.find({ take: MAX_TAKE });
  return result.toSorted((a, b) => ROLE_NAMES.indexOf(a.name) - ROLE_NAMES.indexOf(b.name));
};
