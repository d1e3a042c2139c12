import type { RequestListInput, RoleName } from '@cet-portal/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../api/apiClient';

/**
 * Query keys of the request lists. The active role is part of every key: the server answers each
 * role differently (an applicant sees only its own and its company's requests).
 */
export const requestListKeys = {
  all: ['request'] as const,
  list: (role: RoleName | null, input: RequestListInput) => ['request', 'find', role, input] as const,
  count: (role: RoleName | null) => ['request', 'listCount', role] as const,
};

/** One page of the list; the previous page stays on screen while the next one loads. */
export const useRequestListPage = (role: RoleName | null, input: RequestListInput) =>
  useQuery({
    queryKey: requestListKeys.list(role, input),
    queryFn: ({ signal }) => apiClient.request.find(input, { signal }),
    placeholderData: keepPreviousData,
  });

/**
 * The count shown by the title: the secretariat's requests awaiting evaluation, the applicant's
 * requests to integrate (requests-and-sign-in, sections 2 and 6). Other roles have none.
 */
export const useRequestListCount = (role: RoleName | null) =>
  useQuery({
    queryKey: requestListKeys.count(role),
    queryFn: async ({ signal }) => {
      const { count } =
        role === 'SEG'
          ? await apiClient.request.countByState({ states: ['PENDING'] }, { signal })
          : await apiClient.request.countToIntegrate({}, { signal });
      return count;
    },
    enabled: role === 'SEG' || role === 'RIC',
  });
