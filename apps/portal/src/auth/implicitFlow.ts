import type { PortalConfig } from '../config/portalConfig';

const NONCE_KEY = 'cet-portal-oidc-nonce';

const randomValue = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
};

/**
 * The address of 'Accedi all'area personale': the issuer's authorize endpoint asking for an id
 * token and an access token, back to /home (requests-and-sign-in, section 4). The nonce binds the
 * answer to this browser.
 */
export const buildAuthorizeUrl = (oidc: PortalConfig['oidc'], origin: string) => {
  const nonce = randomValue();
  sessionStorage.setItem(NONCE_KEY, nonce);
  const url = new URL(oidc.authorizationEndpoint, origin);
  url.search = new URLSearchParams({
    client_id: oidc.clientId,
    response_type: 'id_token token',
    redirect_uri: `${origin}/home`,
    scope: oidc.scope,
    nonce,
    state: randomValue(),
  }).toString();
  return url.toString();
};

export type FragmentResult = { kind: 'token'; accessToken: string } | { kind: 'error'; error: string } | null;

/** Reads what the issuer put in the URL fragment: an access token, an error, or nothing. */
export const readAuthFragment = (hash: string): FragmentResult => {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const accessToken = params.get('access_token');
  if (accessToken) return { kind: 'token', accessToken };
  const error = params.get('error');
  return error ? { kind: 'error', error } : null;
};
