import type { PortalConfig } from '@cet-portal/api-client/contract';
import { createRemoteJWKSet } from 'jose';
import { z } from 'zod';
import { ConfigError, portalOrigins, type ServerConfig, tokenIssuer } from '../config';
import { unavailable } from '../core/refusal';
import { createTokenVerifier, localKeys, type TokenVerifier } from './accessToken';
import { embeddedEndpoints, PORTAL_CLIENT_ID } from './issuer/embeddedIssuer';
import { createLogoutTokenVerifier, type LogoutTokenVerifier } from './logoutToken';
import type { SigningKey } from './signingKey';

/**
 * What the portal's OIDC client needs (`GET /api/config`): the issuer's endpoints, so the browser
 * needs no discovery of its own, and how long a session may be renewed.
 */
export type PortalSignIn = NonNullable<PortalConfig['oidc']>;

/** What a call with a token is told (503) while the organisation's issuer has not been discovered. */
export const ISSUER_UNAVAILABLE_MESSAGE =
  "Il servizio di accesso dell'organizzazione non è raggiungibile: riprova più tardi.";

/** Where the issuer stands, for the readiness check (`GET /api/health/ready`). */
export type IssuerState =
  | { kind: 'embedded' }
  | { kind: 'discovered'; issuer: string; since: Date }
  | {
      kind: 'waiting';
      issuer: string;
      /** The last attempt's failure; null before the first one ends. */
      lastError: string | null;
      attempts: number;
      nextAttemptAt: Date | null;
    };

export interface TokenAuthority {
  /** Whether the server's own issuer signs users in (no `OIDC_ISSUER`). */
  isEmbedded: boolean;
  /** Throws a 503 refusal while the external issuer has not been discovered. */
  verify: TokenVerifier;
  /**
   * An external issuer's logout tokens, sent to the back-channel logout route; null for the embedded
   * issuer, which tells the server of an ended session in-process.
   */
  verifyLogoutToken: LogoutTokenVerifier | null;
  /** The sign-in the portal is told of; null while the external issuer has not been discovered. */
  portal: () => PortalSignIn | null;
  /** The `iss` the accepted tokens carry: the discovered one, the configured address before. */
  issuer: () => string;
  /** Origins the browser's scripts call for sign-in: the issuer's, and its token endpoint's once known. */
  connectOrigins: () => string[];
  state: () => IssuerState;
  /** Stops retrying the discovery (server close). */
  close: () => void;
}

/** How the discovery of an unreachable issuer is retried: base, doubled after each failure, up to cap. */
export interface DiscoveryRetry {
  baseMs: number;
  capMs: number;
}

export const DEFAULT_DISCOVERY_RETRY: DiscoveryRetry = { baseMs: 1_000, capMs: 60_000 };

const discoverySchema = z.object({
  issuer: z.string().min(1),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  end_session_endpoint: z.url().optional(),
  jwks_uri: z.url(),
  id_token_signing_alg_values_supported: z.array(z.string()).optional(),
});

/** Asymmetric algorithms only: a shared secret would let anyone holding it mint tokens. */
const ACCEPTED_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'EdDSA'];
const DISCOVERY_TIMEOUT_MS = 10_000;
/** An external issuer's tokens may live minutes: renew a minute before. */
const EXTERNAL_RENEW_BEFORE_SECONDS = 60;

/** The issuer did not answer, or answered with an error status: it may answer later. */
class IssuerUnreachableError extends Error {
  override name = 'IssuerUnreachableError';
}

type Discovery = z.infer<typeof discoverySchema>;

/**
 * Reads the issuer's discovery document. No answer, or an HTTP error (a proxy's 502, an SSO still
 * starting), is `IssuerUnreachableError`: worth retrying. A 200 that is not the issuer's document
 * (another shape, another `issuer`) is a `ConfigError`: OIDC_ISSUER names the wrong address, and
 * waiting would not change it.
 */
const discover = async (issuer: string, signal: AbortSignal): Promise<Discovery> => {
  const url = `${issuer}/.well-known/openid-configuration`;
  let response: Response;
  try {
    response = await fetch(url, {
      signal: AbortSignal.any([signal, AbortSignal.timeout(DISCOVERY_TIMEOUT_MS)]),
    });
  } catch (error) {
    const cause = (error as Error & { cause?: { code?: string } }).cause?.code;
    throw new IssuerUnreachableError(`${url}: ${cause ?? (error as Error).message}`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new IssuerUnreachableError(`${url}: HTTP ${response.status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ConfigError(`OIDC_ISSUER: documento di discovery non valido su ${url} (non è JSON)`);
  }
  const parsed = discoverySchema.safeParse(body);
  if (!parsed.success) throw new ConfigError(`OIDC_ISSUER: documento di discovery non valido su ${url}`);
  if (parsed.data.issuer.replace(/\/+$/, '') !== issuer) {
    throw new ConfigError(
      `OIDC_ISSUER: il documento di discovery dichiara l'emittente ${parsed.data.issuer}`,
    );
  }
  return parsed.data;
};

/** The wait before attempt `attempt` + 1; ±20 % so that instances started together do not knock together. */
const retryDelay = ({ baseMs, capMs }: DiscoveryRetry, attempt: number) =>
  Math.round(Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1)) * (0.8 + Math.random() * 0.4));

const embeddedAuthority = (config: ServerConfig, signingKey: SigningKey): TokenAuthority => {
  const issuer = tokenIssuer(config);
  const portal: PortalSignIn = {
    issuer,
    ...embeddedEndpoints(issuer),
    clientId: PORTAL_CLIENT_ID,
    scope: config.oidcScope,
    portalOrigins: portalOrigins(config),
    sessionMaxSeconds: config.sessionMaxSeconds,
    // A third of the lifetime, at most a minute: short test lifetimes still leave room to renew.
    renewBeforeSeconds: Math.min(60, Math.floor(config.accessTokenTtlSeconds / 3)),
  };
  return {
    isEmbedded: true,
    verify: createTokenVerifier({
      keys: localKeys(signingKey),
      issuer,
      claim: config.fiscalCodeClaim,
      maxAgeSeconds: config.accessTokenMaxAgeSeconds,
    }),
    verifyLogoutToken: null,
    portal: () => portal,
    issuer: () => issuer,
    connectOrigins: () => [new URL(portal.tokenEndpoint).origin],
    state: () => ({ kind: 'embedded' }),
    close: () => undefined,
  };
};

interface Discovered {
  verify: TokenVerifier;
  verifyLogoutToken: LogoutTokenVerifier;
  portal: PortalSignIn;
}

const discoveredAuthority = (
  config: ServerConfig,
  external: NonNullable<ServerConfig['externalIssuer']>,
  discovery: Discovery,
): Discovered => {
  const algorithms = (discovery.id_token_signing_alg_values_supported ?? ['RS256']).filter((algorithm) =>
    ACCEPTED_ALGORITHMS.includes(algorithm),
  );
  // jose caches the issuer's keys and fetches them again only for an unknown `kid`: tokens signed
  // with a known key go on being verified while the issuer is down.
  const keys = createRemoteJWKSet(new URL(discovery.jwks_uri));
  const signedWith = algorithms.length > 0 ? algorithms : ['RS256'];
  return {
    verify: createTokenVerifier({
      keys,
      issuer: discovery.issuer,
      audience: external.audience,
      claim: config.fiscalCodeClaim,
      algorithms: signedWith,
      maxAgeSeconds: config.accessTokenMaxAgeSeconds,
      acceptBearerPayloadType: true,
    }),
    // A logout token is addressed to the portal's client, as its ID tokens are.
    verifyLogoutToken: createLogoutTokenVerifier({
      keys,
      issuer: discovery.issuer,
      audience: external.clientId,
      algorithms: signedWith,
    }),
    portal: {
      issuer: discovery.issuer,
      authorizationEndpoint: discovery.authorization_endpoint,
      tokenEndpoint: discovery.token_endpoint,
      endSessionEndpoint: discovery.end_session_endpoint ?? null,
      clientId: external.clientId,
      scope: config.oidcScope,
      portalOrigins: [new URL(config.publicUrl).origin],
      sessionMaxSeconds: null,
      renewBeforeSeconds: EXTERNAL_RENEW_BEFORE_SECONDS,
    },
  };
};

export interface TokenAuthorityOptions {
  /** @default DEFAULT_DISCOVERY_RETRY */
  retry?: DiscoveryRetry;
  /** Told of each failed attempt and of the discovery, for the server's log. */
  log?: {
    warn: (details: object, message: string) => void;
    info: (details: object, message: string) => void;
  };
}

/**
 * Who signs users in and how the API checks their tokens: the embedded issuer with the server's own
 * key, or any standard OIDC issuer found through discovery, whose keys are fetched (and cached) by jose.
 *
 * An external issuer that cannot be reached does not stop the server: the portal's public pages, its
 * contacts and the health checks go on answering, calls with a token are refused with 503, and the
 * discovery is tried again in the background (1 s, doubled after each failure, up to a minute) until
 * the issuer answers, with no restart. An issuer whose first answer is a 200 that is not its discovery
 * document stops the start instead (`ConfigError`): that is a wrong OIDC_ISSUER, which only the
 * operator can fix, and which a server that starts anyway would hide behind a readiness probe.
 */
export const resolveTokenAuthority = async (
  config: ServerConfig,
  signingKey: SigningKey,
  { retry = DEFAULT_DISCOVERY_RETRY, log }: TokenAuthorityOptions = {},
): Promise<TokenAuthority> => {
  const external = config.externalIssuer;
  if (!external) return embeddedAuthority(config, signingKey);

  const stop = new AbortController();
  let current: Discovered | null = null;
  let state: IssuerState = {
    kind: 'waiting',
    issuer: external.issuer,
    lastError: null,
    attempts: 0,
    nextAttemptAt: null,
  };
  let timer: NodeJS.Timeout | undefined;

  /** One attempt; true once discovered. A ConfigError is thrown only from the first attempt. */
  const attempt = async (first: boolean): Promise<boolean> => {
    const attempts = state.kind === 'waiting' ? state.attempts + 1 : 1;
    try {
      current = discoveredAuthority(config, external, await discover(external.issuer, stop.signal));
      state = { kind: 'discovered', issuer: current.portal.issuer, since: new Date() };
      if (!first) log?.info({ issuer: external.issuer, attempts }, 'OIDC issuer discovered');
      return true;
    } catch (error) {
      if (first && error instanceof ConfigError) throw error;
      // Later, a wrong document is most likely a page put up while the issuer is down for
      // maintenance: retried like no answer, and shown in the readiness check meanwhile.
      const message = error instanceof Error ? error.message : String(error);
      const delay = retryDelay(retry, attempts);
      state = {
        kind: 'waiting',
        issuer: external.issuer,
        lastError: message,
        attempts,
        nextAttemptAt: new Date(Date.now() + delay),
      };
      log?.warn(
        { issuer: external.issuer, attempts, retryInMs: delay, reason: message },
        'OIDC issuer unreachable: sign-in unavailable until its discovery succeeds',
      );
      if (!stop.signal.aborted) {
        timer = setTimeout(() => void attempt(false), delay);
        // A server waiting only for its issuer may still exit when everything else has closed.
        timer.unref();
      }
      return false;
    }
  };
  await attempt(true);

  // A 503, not a 401: the token may well be good, and the portal must not send its user to a
  // sign-in that cannot work either.
  const discovered = (): Discovered => {
    if (!current) throw unavailable(ISSUER_UNAVAILABLE_MESSAGE);
    return current;
  };
  const issuerOrigin = new URL(external.issuer).origin;
  return {
    isEmbedded: false,
    verify: async (token) => discovered().verify(token),
    verifyLogoutToken: async (token) => discovered().verifyLogoutToken(token),
    portal: () => current?.portal ?? null,
    issuer: () => current?.portal.issuer ?? external.issuer,
    connectOrigins: () =>
      current ? [...new Set([issuerOrigin, new URL(current.portal.tokenEndpoint).origin])] : [issuerOrigin],
    state: () => state,
    close: () => {
      stop.abort();
      clearTimeout(timer);
    },
  };
};
