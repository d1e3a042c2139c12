import { isApiError } from '@cet-portal/api-client';
import { QueryClient } from '@tanstack/react-query';

/** A refusal or a missing item will not change on a second try; a lost network may. */
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500);

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: shouldRetry, refetchOnWindowFocus: false } },
});
