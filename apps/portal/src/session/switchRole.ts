import type { RoleName } from '@cet-portal/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { askedAsAnotherRole } from '../api/queries';
import { readSession, setActiveRole } from './session';

/**
 * Makes another of the user's roles active and forgets, once, every answer asked as another role:
 * the pages drawn next ask as the new role, and going back to the old one asks the server again
 * rather than showing what it answered before the switch.
 */
export const switchRole = (queryClient: QueryClient, role: RoleName) => {
  setActiveRole(role);
  const { role: active } = readSession();
  queryClient.removeQueries({ predicate: ({ queryKey }) => askedAsAnotherRole(queryKey, active) });
};
