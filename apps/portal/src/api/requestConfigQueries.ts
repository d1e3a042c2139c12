import { MAX_TAKE, type RequestType } from '@cet-portal/api-client';
import { queryOptions } from '@tanstack/react-query';
import { queryOptionsFor } from './queries';

/**
 * Every query of the request types' configurations is a `requestConfig.find`, so a save in
 * 'Gestisci Tipologie' (`invalidateCall(…, 'requestConfig')`) refreshes them all: the panel's list,
 * the request form's fields and a request's page.
 */

/** Reference data that changes rarely (the types, the provinces): kept while the user moves between the steps. */
export const REFERENCE_STALE_MS = 5 * 60 * 1000;

/** Every configured type with its document fields. */
export const requestConfigsQuery = () =>
  queryOptions({
    ...queryOptionsFor('requestConfig.find', { take: MAX_TAKE }),
    select: ({ result }) => result,
  });

/** The types as the request form reads them, kept while the user moves between the steps. */
export const formConfigsQuery = () => ({ ...requestConfigsQuery(), staleTime: REFERENCE_STALE_MS });

/** The Italian provinces, as the request form offers them and a request's page names them. */
export const provincesQuery = () => ({ ...queryOptionsFor('city.provinces'), staleTime: REFERENCE_STALE_MS });

/** The document fields asked for one type (none while a draft has no type). */
export const documentTypesQuery = (type: RequestType | null) =>
  queryOptions({
    ...queryOptionsFor('requestConfig.find', { query: { requestType: type ?? undefined }, take: 1 }),
    select: ({ result }) => result[0]?.documentType ?? [],
    enabled: type !== null,
  });
