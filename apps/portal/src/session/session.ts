import type { RoleName, User } from '@cet-portal/api-client';
import { useShallow } from 'zustand/react/shallow';
import { type AuthState, type AuthStatus, useAuthStore } from './authState';

/**
 * The signed-in user and the role they act as: what every page shows and every call is asked for.
 * Read in components through `useSession()`, and passed on from there, explicitly, to the query
 * options and the client's calls.
 */
export interface Session {
  user: User | null;
  /** The active role, one of the user's; null when signed out or still registering. */
  role: RoleName | null;
  isAuthenticated: boolean;
  status: AuthStatus;
  /** Who signed in without an account yet, until their registration makes them one. */
  unregistered: { name: string } | null;
}

const sessionOf = ({ user, activeRole, isAuthenticated, status, unregistered }: AuthState): Session => ({
  user,
  role: activeRole,
  isAuthenticated,
  status,
  unregistered,
});

/** The one source of the signed-in user and the active role. */
export const useSession = (): Session => useAuthStore(useShallow(sessionOf));

/** The session now, where no component asks: a route's loader, a sign-in's callback, a 401's recovery. */
export const readSession = (): Session => sessionOf(useAuthStore.getState());

// The store's actions are made once with it, so these are its own functions, whatever its state.
export const {
  loginRequest,
  loginSuccess,
  loginUnregistered,
  loginFailure,
  logoutRequest,
  refreshUser,
  setActiveRole,
} = useAuthStore.getState();

/** Calls `listener` whenever another user signs in, or the user signs out. */
export const onUserChange = (listener: () => void) =>
  useAuthStore.subscribe((state, previous) => {
    if (state.user?._id !== previous.user?._id) listener();
  });

/** Signed out, without touching the storage of others (stories share one localStorage). */
export const forgetSession = () => useAuthStore.setState(useAuthStore.getInitialState());
