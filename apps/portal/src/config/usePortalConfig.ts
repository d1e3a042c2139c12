import { useSuspenseQuery } from '@tanstack/react-query';
import { loadPortalConfig, type PortalConfig } from './portalConfig';

const portalConfigQuery = {
  queryKey: ['portal-config'],
  queryFn: () => loadPortalConfig(),
  // Loaded once per visit; but while the organisation's sign-in is unreachable (no `oidc`) the next
  // page that asks reads it again, so sign-in comes back without reloading the portal.
  staleTime: (query: { state: { data?: PortalConfig } }) =>
    query.state.data && query.state.data.oidc === null ? 0 : Number.POSITIVE_INFINITY,
};

/** The server's portal configuration, loaded once per visit. */
export const usePortalConfig = () => useSuspenseQuery(portalConfigQuery).data;

/** The configuration with a way to read it again (`refetch`), for 'Riprova' where sign-in was unavailable. */
export const usePortalConfigQuery = () => useSuspenseQuery(portalConfigQuery);
