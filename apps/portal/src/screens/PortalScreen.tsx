import type { RoleName } from '@cet-portal/api-client';
import {
  buildMockDataset,
  DEFAULT_ACCOUNT_BY_ROLE,
  DEMO_ACCOUNTS,
  type MockWorld,
  mockToken,
} from '@cet-portal/api-client/msw';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { queryClient } from '../api/queryClient';
import { PageLoading } from '../app/PageLoading';
import { routes } from '../app/routes';
import { useDraftStore } from '../requests/draftStore';
import { AUTH_TOKEN_KEY } from '../session/authState';
import {
  forgetSession,
  loginRequest,
  loginSuccess,
  loginUnregistered,
  setActiveRole,
} from '../session/session';
import { screenI18n } from './screenI18n';

export interface PortalScreenProps {
  /** The address the portal opens at, e.g. `/showRequest/request-005`. */
  path: string;
  /** The active role, held by that role's demo account (Mario Rossi for RIC, …); none when signed out. */
  role?: RoleName;
  /**
   * Signed in through the sign-on with no account on the portal (no role): who the identity is.
   * Wins over `role`. @default undefined
   */
  identity?: { fiscalCode: string; name: string };
}

let world: MockWorld | undefined;

/**
 * Signs in as the app does after the single sign-on (Login Request, Login Success, then the role),
 * with the token the mock backend reads as that demo user. No `logoutRequest` when signed out: it
 * clears the whole localStorage, which Storybook shares.
 */
const signIn = (role: RoleName | undefined, identity?: PortalScreenProps['identity']) => {
  useDraftStore.getState().clearAll();
  if (identity) {
    loginRequest(mockToken(identity.fiscalCode));
    loginUnregistered(identity.name);
    return;
  }
  if (!role) {
    localStorage.removeItem(AUTH_TOKEN_KEY);
    forgetSession();
    return;
  }
  const { fiscalCode } = DEMO_ACCOUNTS[DEFAULT_ACCOUNT_BY_ROLE[role]];
  world ??= buildMockDataset();
  const user = world.users.find((candidate) => candidate.fiscalCode === fiscalCode);
  if (!user) throw new Error(`The mock dataset has no demo account ${fiscalCode}`);
  loginRequest(mockToken(fiscalCode));
  loginSuccess(user);
  setActiveRole(role);
};

/**
 * One portal page as a user sees it: the real route table and shell in a memory router at `path`,
 * signed in with `role`, against the MSW mock backend. Render it with a `key` of path and role, so
 * that changing either in the controls signs in and opens the address again.
 */
export const PortalScreen = ({ path, role, identity }: PortalScreenProps) => {
  const [router] = useState(() => {
    signIn(role, identity);
    return createMemoryRouter(routes, { initialEntries: [path] });
  });
  useEffect(() => () => router.dispose(), [router]);
  return (
    <I18nextProvider i18n={screenI18n}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<PageLoading />}>
          <RouterProvider router={router} />
        </Suspense>
      </QueryClientProvider>
    </I18nextProvider>
  );
};
