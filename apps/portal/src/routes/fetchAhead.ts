import type { RoleName } from '@cet-portal/api-client';
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router';
import { queryClient } from '../api/queryClient';
import { readSession, type Session } from '../session/session';

/** The first call is the page's: another filter or page number of the same page does not ask for it again. */
const onlyForAnotherPage: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate && currentUrl.pathname !== nextUrl.pathname;

/** A page's first call, for the address and the session; none when the page has nothing to ask ahead. */
export type FirstCall<Data, Error, Selected, Key extends QueryKey> = (
  args: LoaderFunctionArgs,
  session: Session,
) => Promise<FetchQueryOptions<Data, Error, Selected, Key> | null>;

/**
 * A route's loader that starts its page's first call while the page's code is still on its way, so
 * that the page finds its answer there or coming rather than asking once drawn (docs/BENCHMARKS.md,
 * thirteenth round); spread it into the route. Only for a signed-in user in one of the page's roles (all roles
 * when none are given): the page's guard answers anyone else, so nothing is fetched for them.
 * The route never waits for the answer, and a failed call is the page's to tell, as it would be.
 */
export const fetchAhead = <Data, Error, Selected, Key extends QueryKey>(
  firstCall: FirstCall<Data, Error, Selected, Key>,
  roles?: readonly RoleName[],
) => ({
  loader: async (args: LoaderFunctionArgs): Promise<null> => {
    const session = readSession();
    if (!session.isAuthenticated) return null;
    if (roles && (!session.role || !roles.includes(session.role))) return null;
    const call = await firstCall(args, session);
    if (call) void queryClient.prefetchQuery(call);
    return null;
  },
  shouldRevalidate: onlyForAnotherPage,
});
