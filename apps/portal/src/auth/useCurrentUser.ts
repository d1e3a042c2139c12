import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryOptionsFor } from '../api/queries';
import { useAuthStore } from './authStore';

/**
 * On every visit of a signed-in user, ask the server who they are: roles may have changed, and an
 * expired or revoked token is found at once (the client's 401 handler signs out with a notice).
 * The answer is `user.me`'s, under the query layer's key for it, so any other reader shares it.
 */
export const useCurrentUser = () => {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const status = useAuthStore((state) => state.status);
  // Someone signed in without an account has no record to read: `user.me` would refuse them.
  const unregistered = useAuthStore((state) => state.unregistered !== null);
  const me = useQuery({
    ...queryOptionsFor('user.me'),
    enabled: isAuthenticated && status === 'signedIn' && !unregistered,
    retry: false,
    staleTime: 5 * 60 * 1000,
  });
  useEffect(() => {
    if (me.data) useAuthStore.getState().refreshUser(me.data);
  }, [me.data]);
};
