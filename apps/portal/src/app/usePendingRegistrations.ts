import type { RoleName } from '@cet-portal/api-client';
import { useQuery } from '@tanstack/react-query';
import { queryOptionsFor } from '../api/queries';
import { REGISTRATION_DECIDER_ROLES } from '../routes/routeAccess';

/** How long the menu's count of waiting sign-ups counts as fresh; a decision refreshes it at once. */
const COUNT_FRESH_MS = 60_000;

/**
 * The sign-ups waiting for the secretariat, for the menu of those who decide them; undefined for
 * other roles, while loading, or when the count failed (the menu then shows the item without it).
 */
export const usePendingRegistrations = (role: RoleName | null): number | undefined => {
  const decides = role !== null && (REGISTRATION_DECIDER_ROLES as readonly RoleName[]).includes(role);
  const count = useQuery({
    ...queryOptionsFor(role, 'registration.count', { query: { status: 'PENDING' } }),
    enabled: decides,
    staleTime: COUNT_FRESH_MS,
    retry: false,
  });
  return decides ? count.data?.count : undefined;
};
