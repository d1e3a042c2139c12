import type { PortalSignIn } from '../config/portalConfig';

/** Where the guard stopped a signed-out user, to land there after signing in (per tab). */
const RETURN_TO_KEY = 'cet-portal-return-to';

/** Only a path of this portal: never another site, whatever the storage holds. */
export const safeReturnPath = (value: unknown): string | null =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
    ? value
    : null;

/** Remembers the page the guard stopped a signed-out user at. */
export const rememberReturnPath = (path: string) => {
  if (safeReturnPath(path)) sessionStorage.setItem(RETURN_TO_KEY, path);
};

/** The page to land on after this sign-in, read once. */
export const takeReturnPath = (): string | null => {
  const path = safeReturnPath(sessionStorage.getItem(RETURN_TO_KEY));
  sessionStorage.removeItem(RETURN_TO_KEY);
  return path;
};

/** Whether the portal is open at an address its issuer sends sign-ins back to. */
export const canSignInHere = (oidc: PortalSignIn, origin = window.location.origin) =>
  oidc.portalOrigins.includes(origin);

/** The issuer's answer at /home: a code (or an error) with a state, in the query string. */
export const isSignInAnswer = (location: Pick<Location, 'pathname' | 'search'>) => {
  const params = new URLSearchParams(location.search);
  return location.pathname === '/home' && params.has('state') && (params.has('code') || params.has('error'));
};
