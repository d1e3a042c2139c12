import type { RoleName, User } from '@cet-portal/api-client';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The spec's storage key of the access token (requests-and-sign-in, sections 4 and 9). */
export const AUTH_TOKEN_KEY = 'auth_token';
export const STATE_STORAGE_KEY = 'cet-portal-state';

export type AuthStatus = 'signedOut' | 'signingIn' | 'signedIn' | 'failed';

export interface AuthState {
  /** Auth state of the spec: the user and the isAuthenticated flag. */
  user: User | null;
  isAuthenticated: boolean;
  status: AuthStatus;
  /** Role state of the spec: the active role's name and the user's role ids. */
  activeRole: RoleName | null;
  roleIds: string[];
  /**
   * Who signed in without an account yet (the name the identity provider gave, else the fiscal
   * code): signed in, with no user and no role, until their registration makes them one.
   */
  unregistered: { name: string } | null;
  /** Login Request: a token came back from the single sign-on. */
  loginRequest: (token: string) => void;
  /** Login Success: the server knows the user; the first role becomes active. */
  loginSuccess: (user: User) => void;
  /** A valid identity the server has no account for: kept signed in, to complete the registration. */
  loginUnregistered: (name: string) => void;
  /** Login Failure: the token or the user was refused. */
  loginFailure: () => void;
  /** Logout Request, or closing the 'Login fallito' modal: storage and state are cleared. */
  logoutRequest: () => void;
  setActiveRole: (role: RoleName) => void;
  /** The server's fresh copy of the signed-in user; the active role stays if the user still has it. */
  refreshUser: (user: User) => void;
}

const signedOut = {
  user: null,
  isAuthenticated: false,
  status: 'signedOut' as AuthStatus,
  activeRole: null,
  roleIds: [],
  unregistered: null,
};

export const readToken = () => localStorage.getItem(AUTH_TOKEN_KEY);

/** Auth and role state, kept in localStorage as the spec asks, so a reload keeps the user signed in. */
export const useAuthStore = create<AuthState>()(
  persist(
    (set, get) => ({
      ...signedOut,
      loginRequest: (token) => {
        localStorage.setItem(AUTH_TOKEN_KEY, token);
        set({ status: 'signingIn' });
      },
      loginSuccess: (user) => {
        const [firstRole] = user.roles;
        set({
          user,
          isAuthenticated: true,
          status: 'signedIn',
          activeRole: firstRole?.name ?? null,
          roleIds: user.roles.map((role) => role._id),
          unregistered: null,
        });
      },
      loginUnregistered: (name) => {
        set({ ...signedOut, isAuthenticated: true, status: 'signedIn', unregistered: { name } });
      },
      loginFailure: () => {
        localStorage.removeItem(AUTH_TOKEN_KEY);
        set({ ...signedOut, status: 'failed' });
      },
      logoutRequest: () => {
        localStorage.clear();
        set(signedOut);
      },
      setActiveRole: (role) => {
        if (get().user?.roles.some((candidate) => candidate.name === role)) set({ activeRole: role });
      },
      refreshUser: (user) => {
        const { activeRole } = get();
        const stillHeld = user.roles.some((role) => role.name === activeRole);
        set({
          user,
          activeRole: stillHeld ? activeRole : (user.roles[0]?.name ?? null),
          roleIds: user.roles.map((role) => role._id),
        });
      },
    }),
    {
      name: STATE_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ user, isAuthenticated, status, activeRole, roleIds, unregistered }) => ({
        user,
        isAuthenticated,
        status,
        activeRole,
        roleIds,
        unregistered,
      }),
    },
  ),
);
