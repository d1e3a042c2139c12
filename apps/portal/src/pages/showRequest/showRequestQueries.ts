import type { Request } from '@cet-portal/api-client';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../api/apiClient';

/** The request, shared by every section of the page; other pages may read the same cache entry. */
export const requestQueryKey = (id: string) => ['request', id] as const;

export const useRequestQuery = (id: string, enabled = true) =>
  useQuery({
    queryKey: requestQueryKey(id),
    queryFn: ({ signal }) => apiClient.request.get({ id }, { signal }),
    enabled,
  });

/** The document types configured for the request's type (none while a draft has no type). */
export const useDocumentTypesQuery = (type: Request['type']) =>
  useQuery({
    queryKey: ['requestConfig', type],
    queryFn: async ({ signal }) =>
      (await apiClient.requestConfig.find({ query: { requestType: type ?? undefined }, take: 1 }, { signal }))
        .result[0]?.documentType ?? [],
    enabled: type !== null,
  });

/** The meetings the request is part of. */
export const useRequestMeetingsQuery = (id: string) =>
  useQuery({
    queryKey: ['request', id, 'meetings'],
    queryFn: ({ signal }) => apiClient.conference.checkExistConference({ _id: id }, { signal }),
  });
