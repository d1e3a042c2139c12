import { MAX_TAKE, type RequestType, type RoleName } from '@cet-portal/api-client';
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
export const requestConfigsQuery = (role: RoleName | null) =>
  queryOptions({
    ...queryOptionsFor(role, 'requestConfig.find', { take: MAX_TAKE }),
    select: ({ result }) => result,
  });

/** The types as the request form reads them, kept while the user moves between the steps. */
export const formConfigsQuery = (role: RoleName | null) => ({
  ...requestConfigsQuery(role),
  staleTime: REFERENCE_STALE_MS,
});

/** The Italian provinces, as the request form offers them and a request's page names them. */
export const provincesQuery = (role: RoleName | null) => ({
  ...queryOptionsFor(role, 'city.provinces'),
  staleTime: REFERENCE_STALE_MS,
});

/** The document fields asked for one type (none while a draft has no type). */
export const documentTypesQuery = (role: RoleName | null, type: RequestType | null) =>
  queryOptions({
    ...queryOptionsFor(role, 'requestConfig.find', { query: { requestType: type ?? undefined }, take: 1 }),
    select: ({ result }) => result[0]?.documentType ?? [],
    enabled: type !== null,
  });
