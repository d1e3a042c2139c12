import { useSuspenseQuery } from '@tanstack/react-query';
import { loadPortalConfig } from './portalConfig';

/** The server's portal configuration, loaded once per visit. */
export const usePortalConfig = () =>
  useSuspenseQuery({
    queryKey: ['portal-config'],
    queryFn: () => loadPortalConfig(),
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
