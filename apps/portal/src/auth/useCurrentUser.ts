import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryOptionsFor } from '../api/queries';
import { refreshUser, useSession } from '../session/session';

/**
 * On every visit of a signed-in user, ask the server who they are: roles may have changed, and an
 * expired or revoked token is found at once (the client's 401 handler signs out with a notice).
 * The answer is `user.me`'s, under the query layer's key for it, so any other reader shares it.
 */
export const useCurrentUser = () => {
  const { isAuthenticated, status, unregistered, role } = useSession();
  const me = useQuery({
    ...queryOptionsFor(role, 'user.me'),
    // Someone signed in without an account has no record to read: `user.me` would refuse them.
    enabled: isAuthenticated && status === 'signedIn' && unregistered === null,
    retry: false,
    staleTime: 5 * 60 * 1000,
  });
  useEffect(() => {
    if (me.data) refreshUser(me.data);
  }, [me.data]);
};
