import type { RequestListInput, RoleName } from '@cet-portal/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOptionsFor } from '../../api/queries';
import { useSession } from '../../session/session';

/** One page of the list; the previous page stays on screen while the next one loads. */
export const useRequestListPage = (input: RequestListInput) => {
  const { role } = useSession();
  return useQuery({ ...queryOptionsFor(role, 'request.find', input), placeholderData: keepPreviousData });
};

/**
 * The count shown by the title: the secretariat's requests awaiting evaluation, the applicant's
 * requests to integrate (requests-and-sign-in, sections 2 and 6). Other roles have none.
 */
export const useRequestListCount = (role: RoleName | null) => {
  const secretariat = useQuery({
    ...queryOptionsFor(role, 'request.countByState', { states: ['PENDING'] }),
    select: ({ count }) => count,
    enabled: role === 'SEG',
  });
  const applicant = useQuery({
    ...queryOptionsFor(role, 'request.countToIntegrate', {}),
    select: ({ count }) => count,
    enabled: role === 'RIC',
  });
  return role === 'SEG' ? secretariat : applicant;
};
