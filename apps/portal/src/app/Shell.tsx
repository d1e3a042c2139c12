import { PREFERENCES_PATH, ROLE_NAMES } from '@cet-portal/api-client';
import {
  Footer,
  GlobalStyle,
  Header,
  MainMenu,
  RoleProvider,
  ToastRegion,
  themeFor,
  UiProvider,
} from '@cet-portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useLayoutEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import styled, { ThemeProvider } from 'styled-components';
import { recordEmailLanguage } from '../auth/emailLanguage';
import { useSessionStore } from '../auth/sessionStore';
import { useCurrentUser } from '../auth/useCurrentUser';
import { usePortalConfig } from '../config/usePortalConfig';
import { useConflictStore } from '../errors/failureStore';
import { handOverFirstView } from '../firstView/handOverFirstView';
import { FORMS_NAMESPACE } from '../i18n/setupI18n';
import { readToken } from '../session/authState';
import { logoutRequest, useSession } from '../session/session';
import { switchRole } from '../session/switchRole';
import { headerTextsFor, MAIN_ID, Main, manualHref } from './frame';
import { lazyWithAria } from './lazyWithAria';
import { currentMenuId, menuItemsFor } from './menu';
import { PageLoading } from './PageLoading';
import { RegistrationNotice } from './RegistrationNotice';
import { appToasts } from './toasts';
import { usePageLanding, useSectionLanding } from './usePageLanding';
import { usePendingRegistrations } from './usePendingRegistrations';

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  top: -100px;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.color.background};
  &:focus {
    top: ${({ theme }) => theme.space.md};
  }
`;

// The dialogs and warnings of rare moments are mounted only when due, each its own chunk: a visitor's
// first view does without React Aria's modal, focus scope and overlay code.
const SessionDialogs = lazyWithAria(async () => (await import('../auth/SessionDialogs')).SessionDialogs);
const LoginFailedModal = lazyWithAria(
  async () => (await import('../auth/LoginFailedModal')).LoginFailedModal,
);
const ConflictDialog = lazyWithAria(async () => (await import('../errors/ConflictDialog')).ConflictDialog);

/** The frame of every page: header with menu, main content, footer, notifications. */
export const Shell = () => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const config = usePortalConfig();
  const regionTheme = useMemo(() => themeFor(config.identity.primaryColor), [config.identity.primaryColor]);
  const queryClient = useQueryClient();
  useCurrentUser();
  const session = useSession();
  const { user, unregistered, role: activeRole, isAuthenticated } = session;
  const loginFailed = session.status === 'failed';
  const sessionNotice = useSessionStore((state) => state.notice !== null || state.pendingSignIn !== null);
  const conflict = useConflictStore((state) => state.reload !== null);
  useEffect(() => {
    if (!isAuthenticated) return;
    // Every form is behind the sign-in: their texts come now, before the first form page asks.
    void i18n.loadNamespaces(FORMS_NAMESPACE);
    // The organisation's sign-in unreachable: nothing to renew with until the portal is loaded again.
    const oidc = config.oidc;
    if (!oidc) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('../auth/sessionKeeper').then(({ keepSession }) => {
      if (!stopped) stop = keepSession(oidc);
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [isAuthenticated, config.oidc, i18n]);
  const roleNames = Object.fromEntries(ROLE_NAMES.map((role) => [role, t(`roles.${role}`)]));
  const pendingRegistrations = usePendingRegistrations(activeRole);
  const items = menuItemsFor(activeRole, t, manualHref(config.manualUrl, activeRole), location.pathname, {
    pendingRegistrations,
  });
  const currentId = currentMenuId(items, location.pathname);
  usePageLanding(MAIN_ID);
  useSectionLanding(MAIN_ID);
  // Before the browser paints the shell: the first view and the page never show together.
  useLayoutEffect(handOverFirstView, []);

  // The ui package's links and, through each part's AriaScope, React Aria's components navigate with
  // react-router and speak the portal's language.
  return (
    // The region's colour from the server's settings, applied at run time: one build serves any region.
    <ThemeProvider theme={regionTheme}>
      <GlobalStyle />
      <UiProvider navigate={(to) => navigate(to)} locale={i18n.language === 'en' ? 'en-GB' : 'it-IT'}>
        <RoleProvider activeRole={activeRole}>
          <ScrollRestoration />
          <SkipLink href={`#${MAIN_ID}`}>{t('app.skipToContent')}</SkipLink>
          <Header
            {...headerTextsFor(config.identity)}
            logoSrc={config.identity.logoUrl ?? undefined}
            user={
              user
                ? { fullname: user.fullname, roles: user.roles.map((role) => role.name) }
                : unregistered
                  ? { fullname: unregistered.name, roles: [] }
                  : null
            }
            activeRole={activeRole}
            roleNames={roleNames}
            onRoleChange={(role) => {
              switchRole(queryClient, role);
              navigate('/home');
            }}
            onLogout={async () => {
              const { endIssuerSession, endServerSignIn, storedIdToken } = await import(
                '../auth/oidcSession'
              );
              const idToken = await storedIdToken();
              const accessToken = readToken();
              logoutRequest();
              // The server refuses this sign-in's tokens on every instance from now on.
              await endServerSignIn(accessToken);
              // The issuer's session ends too, so the next 'Accedi' asks who signs in.
              if (!config.oidc || !(await endIssuerSession(config.oidc, idToken))) navigate('/');
            }}
            // Preferences belong to an account: someone still registering has none.
            userLinks={
              user ? [{ id: 'preferences', label: t('menu.preferences'), href: PREFERENCES_PATH }] : []
            }
            language={i18n.language}
            onLanguageChange={(code) => {
              void i18n.changeLanguage(code);
              recordEmailLanguage(session, code);
            }}
            menu={<MainMenu items={items} currentId={currentId} />}
          />
          {sessionNotice && (
            <Suspense fallback={null}>
              <SessionDialogs />
            </Suspense>
          )}
          {isAuthenticated && <RegistrationNotice />}
          <Main id={MAIN_ID} tabIndex={-1}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </Main>
          <Footer
            department={config.identity.department}
            addressLines={config.contacts.addressLines}
            email={config.contacts.email}
            pec={config.contacts.pec}
            phone={config.contacts.phone ?? undefined}
          >
            <Link to="/accessibilita">{t('accessibility.footerLink')}</Link>
          </Footer>
          <ToastRegion queue={appToasts} />
          <Suspense fallback={null}>
            {loginFailed && <LoginFailedModal />}
            {conflict && <ConflictDialog />}
          </Suspense>
        </RoleProvider>
      </UiProvider>
    </ThemeProvider>
  );
};
