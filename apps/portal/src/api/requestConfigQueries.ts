import { MAX_TAKE, type RequestType } from '@cet-portal/api-client';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from './apiClient';

/**
 * Every query of the request types' configurations starts with this key, so a save in 'Gestisci
 * Tipologie' refreshes them all: the panel's list, the request form's fields and a request's page.
 */
export const REQUEST_CONFIG_KEY = ['requestConfig'] as const;

/** Every configured type with its document fields. */
export const requestConfigsQuery = queryOptions({
  queryKey: [...REQUEST_CONFIG_KEY, 'all'],
  queryFn: async ({ signal }) => (await apiClient.requestConfig.find({ take: MAX_TAKE }, { signal })).result,
});

/** The document fields asked for one type (none while a draft has no type). */
export const documentTypesQuery = (type: RequestType | null) =>
  queryOptions({
    queryKey: [...REQUEST_CONFIG_KEY, 'documentTypes', type],
    queryFn: async ({ signal }) =>
      (await apiClient.requestConfig.find({ query: { requestType: type ?? undefined }, take: 1 }, { signal }))
        .result[0]?.documentType ?? [],
    enabled: type !== null,
  });
