import type { RoleName } from '@cet-portal/api-client';
import { ErrorPage } from '@cet-portal/ui';
import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readToken } from '../session/authState';
import { logoutRequest, useSession } from '../session/session';
import { rememberReturnPath } from './signInAddress';

/** The spec's text, in English as the spec gives it (requests-and-sign-in, sections 5 and 8). */
export const ACCESS_DENIED_ALERT = 'Access Denied, Login is Required to Access This Page!';

/**
 * The login guard: without a token, the spec's alert, storage cleared, back to '/', the page kept for
 * after sign-in. With a token
 * but a role the page is not for, the 403 error page.
 */
export const RequireAuth = ({ roles, children }: { roles?: readonly RoleName[]; children: ReactNode }) => {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const hasToken = readToken() !== null;
  const activeRole = useSession().role;

  useEffect(() => {
    if (hasToken) return;
    window.alert(ACCESS_DENIED_ALERT);
    logoutRequest();
    // After 'Accedi', the user lands here rather than on /home (a link from an e-mail survives).
    rememberReturnPath(`${pathname}${search}`);
    navigate('/', { replace: true });
  }, [hasToken, navigate, pathname, search]);

  if (!hasToken) return null;
  if (roles && (!activeRole || !roles.includes(activeRole))) {
    return <ErrorPage code={403} onBack={() => navigate(-1)} homeHref="/home" />;
  }
  return <>{children}</>;
};
