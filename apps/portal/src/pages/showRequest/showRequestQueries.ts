import type { Request } from '@cet-portal/api-client';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../api/apiClient';
import { documentTypesQuery } from '../../api/requestConfigQueries';
import { currentRapporteurId } from './showRequestRules';

/** The request, shared by every section of the page; other pages may read the same cache entry. */
export const requestQueryKey = (id: string) => ['request', id] as const;

export const useRequestQuery = (id: string, enabled = true) =>
  useQuery({
    queryKey: requestQueryKey(id),
    queryFn: ({ signal }) => apiClient.request.get({ id }, { signal }),
    enabled,
  });

/** The document types configured for the request's type (none while a draft has no type). */
export const useDocumentTypesQuery = (type: Request['type']) => useQuery(documentTypesQuery(type));

/** The meetings the request is part of. */
export const useRequestMeetingsQuery = (id: string, enabled = true) =>
  useQuery({
    queryKey: ['request', id, 'meetings'],
    queryFn: ({ signal }) => apiClient.conference.checkExistConference({ _id: id }, { signal }),
    enabled,
  });

/**
 * Whether the signed-in user is the request's rapporteur in the meeting that holds it now (the
 * latest one, first in `checkExistConference`'s answer): the report upload is offered to a committee
 * member only then, as the server accepts it only then. Asked only when it decides something.
 */
export const useIsCurrentRapporteur = (request: Request, userId: string | undefined, enabled: boolean) => {
  const meetings = useRequestMeetingsQuery(request._id, enabled);
  const latest = meetings.data?.[0];
  const meeting = useQuery({
    queryKey: ['conference', 'get', latest?._id ?? ''],
    queryFn: ({ signal }) => apiClient.conference.get({ id: latest?._id ?? '' }, { signal }),
    enabled: enabled && latest !== undefined,
  });
  return userId !== undefined && currentRapporteurId(request, meeting.data) === userId;
};
