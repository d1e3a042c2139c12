// oidc-client-ts weighs about 24 KiB gzip: this module is imported dynamically, when a sign-in,
// a renewal or a logout needs it, never by the home page of a signed-out visitor.
import { type User as OidcUser, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { PortalSignIn } from '../config/portalConfig';
import { AUTH_TOKEN_KEY } from '../session/authState';
import { safeReturnPath, takeReturnPath } from './signInAddress';

type OidcConfig = PortalSignIn;

/** One renewal at a time across the portal's tabs: a refresh token used twice revokes the session. */
const RENEW_LOCK = 'cet-portal-token-renewal';

let configured: { oidc: OidcConfig; manager: UserManager } | null = null;

/** The browser's OIDC client (oidc-client-ts) for the issuer the server names, made once per visit. */
export const oidcManager = (oidc: OidcConfig): UserManager => {
  if (configured?.oidc === oidc) return configured.manager;
  const origin = window.location.origin;
  const manager = new UserManager({
    authority: oidc.issuer,
    client_id: oidc.clientId,
    redirect_uri: `${origin}/home`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: oidc.scope,
    // The server read the issuer's discovery document: the browser needs no request of its own.
    metadata: {
      issuer: oidc.issuer,
      authorization_endpoint: oidc.authorizationEndpoint,
      token_endpoint: oidc.tokenEndpoint,
      ...(oidc.endSessionEndpoint ? { end_session_endpoint: oidc.endSessionEndpoint } : {}),
    },
    // Renewal follows the user's activity (sessionKeeper.ts), not a timer of the library's.
    automaticSilentRenew: false,
    monitorSession: false,
    loadUserInfo: false,
    accessTokenExpiringNotificationTimeInSeconds: oidc.renewBeforeSeconds,
    // Tokens are shared by the portal's tabs, as the spec keeps the whole state in localStorage.
    userStore: new WebStorageStateStore({ store: window.localStorage }),
  });
  // The API client reads the spec's auth_token: only a checked answer's token ever gets there.
  manager.events.addUserLoaded((user) => localStorage.setItem(AUTH_TOKEN_KEY, user.access_token));
  configured = { oidc, manager };
  return manager;
};

/** The configured client, once the portal knows its issuer; null before (e.g. in Storybook). */
export const currentManager = () => configured?.manager ?? null;

const randomNonce = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
};

/** 'Accedi all'area personale': off to the issuer, with PKCE, a state and a nonce, back to /home. */
export const startSignIn = async (oidc: OidcConfig) => {
  await oidcManager(oidc).signinRedirect({ nonce: randomNonce(), state: { returnTo: takeReturnPath() } });
};

/**
 * Checks the issuer's answer and exchanges its code: the state must be one this browser stored, the
 * code is redeemed with its PKCE verifier, the ID token must carry this browser's nonce, name this
 * issuer and be meant for this client. Resolves the signed-in user and where to go, or throws.
 * In a sign-in popup it hands the answer to the portal's window, which closes it.
 */
export const completeSignIn = async (
  oidc: OidcConfig,
): Promise<{ user: OidcUser; returnTo: string } | null> => {
  const manager = oidcManager(oidc);
  const user = await manager.signinCallback(window.location.href);
  if (!user) return null;
  const audience = user.profile.aud;
  const audiences = Array.isArray(audience) ? audience : [audience];
  if (user.profile.iss !== oidc.issuer || !audiences.includes(oidc.clientId)) {
    await manager.removeUser();
    localStorage.removeItem(AUTH_TOKEN_KEY);
    throw new Error('ID token of another issuer or client');
  }
  const state = user.state as { returnTo?: unknown } | undefined;
  return { user, returnTo: safeReturnPath(state?.returnTo) ?? '/home' };
};

/**
 * A fresh access token through the refresh token, one tab at a time. A tab that waited finds the
 * token another renewed and uses it. Resolves null when the issuer refuses (session over).
 */
export const renewTokens = async (refusedToken?: string): Promise<OidcUser | null> => {
  const manager = currentManager();
  if (!manager) return null;
  const renew = async () => {
    const stored = await manager.getUser();
    if (!stored) return null;
    // Another tab renewed while this one waited for the lock: its token is the one to use.
    const fresh =
      stored.access_token !== refusedToken &&
      (stored.expires_in ?? 0) > (configured?.oidc.renewBeforeSeconds ?? 0);
    if (fresh) {
      localStorage.setItem(AUTH_TOKEN_KEY, stored.access_token);
      return stored;
    }
    try {
      return await manager.signinSilent();
    } catch {
      return null;
    }
  };
  return navigator.locks ? navigator.locks.request(RENEW_LOCK, renew) : renew();
};

/**
 * Signs in again in a popup, leaving the page and what the user typed where they are. Resolves the
 * new user; rejects when the popup is closed or blocked.
 */
export const signInInPopup = async (): Promise<OidcUser> => {
  const manager = currentManager();
  if (!manager) throw new Error('OIDC client not configured');
  return manager.signinPopup({ nonce: randomNonce() });
};

/** Where 'Esci' tells the server that this sign-in ends (docs/sign-in.md, "What 'Esci' ends"). */
export const SIGN_OUT_ADDRESS = '/api/sign-out';

/** 'Esci' never waits longer than this for the server: the user is signed out of the portal anyway. */
const SIGN_OUT_WAIT_MS = 3000;

/**
 * 'Esci', first step: the server records this sign-in as ended, so that every instance refuses its
 * access tokens from now on, a copy of one taken out of the browser included. Awaited before the
 * browser leaves for the issuer, which would cut the call short; a failure holds no one back.
 */
export const endServerSignIn = async (accessToken: string | null) => {
  if (!accessToken) return;
  try {
    await fetch(SIGN_OUT_ADDRESS, {
      method: 'POST',
      headers: { Authorization: `Bearer ${accessToken}` },
      keepalive: true,
      signal: AbortSignal.timeout(SIGN_OUT_WAIT_MS),
    });
  } catch {
    // Unreachable server: the token still expires within minutes (ACCESS_TOKEN_TTL_SECONDS).
  }
};

/**
 * 'Esci': the issuer's session ends too (RP-initiated logout with the ID token as hint), so the next
 * 'Accedi' asks who signs in. Without an end-session endpoint only the portal's session ends.
 */
export const endIssuerSession = async (oidc: OidcConfig, idTokenHint: string | undefined) => {
  if (!oidc.endSessionEndpoint) return false;
  await oidcManager(oidc).signoutRedirect(idTokenHint ? { id_token_hint: idTokenHint } : {});
  return true;
};

/** The ID token of the signed-in user, read before the storage is cleared on 'Esci'. */
export const storedIdToken = async () => (await currentManager()?.getUser())?.id_token;
