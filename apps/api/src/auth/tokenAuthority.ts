import type { PortalConfig } from '@cet-portal/api-client/contract';
import { createRemoteJWKSet } from 'jose';
import { z } from 'zod';
import { ConfigError, portalOrigins, type ServerConfig, tokenIssuer } from '../config';
import { createTokenVerifier, localKeys, type TokenVerifier } from './accessToken';
import { embeddedEndpoints, PORTAL_CLIENT_ID } from './issuer/embeddedIssuer';
import { createLogoutTokenVerifier, type LogoutTokenVerifier } from './logoutToken';
import type { SigningKey } from './signingKey';

/**
 * What the portal's OIDC client needs (`GET /api/config`): the issuer's endpoints, so the browser
 * needs no discovery of its own, and how long a session may be renewed.
 */
export type PortalSignIn = PortalConfig['oidc'];

export interface TokenAuthority {
  /** Whether the server's own issuer signs users in (no `OIDC_ISSUER`). */
  isEmbedded: boolean;
  verify: TokenVerifier;
  /**
   * An external issuer's logout tokens, sent to the back-channel logout route; null for the embedded
   * issuer, which tells the server of an ended session in-process.
   */
  verifyLogoutToken: LogoutTokenVerifier | null;
  portal: PortalSignIn;
}

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

const discover = async (issuer: string) => {
  const url = `${issuer}/.well-known/openid-configuration`;
  let body: unknown;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    body = await response.json();
  } catch (error) {
    throw new ConfigError(`OIDC_ISSUER: discovery non riuscita su ${url} (${(error as Error).message})`);
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

/**
 * Who signs users in and how the API checks their tokens: the embedded issuer with the server's own
 * key, or any standard OIDC issuer found through discovery, whose keys are fetched (and cached) by jose.
 */
export const resolveTokenAuthority = async (
  config: ServerConfig,
  signingKey: SigningKey,
): Promise<TokenAuthority> => {
  const claim = config.fiscalCodeClaim;
  const maxAgeSeconds = config.accessTokenMaxAgeSeconds;
  const external = config.externalIssuer;
  if (!external) {
    const issuer = tokenIssuer(config);
    return {
      isEmbedded: true,
      verify: createTokenVerifier({ keys: localKeys(signingKey), issuer, claim, maxAgeSeconds }),
      verifyLogoutToken: null,
      portal: {
        issuer,
        ...embeddedEndpoints(issuer),
        clientId: PORTAL_CLIENT_ID,
        scope: config.oidcScope,
        portalOrigins: portalOrigins(config),
        sessionMaxSeconds: config.sessionMaxSeconds,
        // A third of the lifetime, at most a minute: short test lifetimes still leave room to renew.
        renewBeforeSeconds: Math.min(60, Math.floor(config.accessTokenTtlSeconds / 3)),
      },
    };
  }
  const discovery = await discover(external.issuer);
  const algorithms = (discovery.id_token_signing_alg_values_supported ?? ['RS256']).filter((algorithm) =>
    ACCEPTED_ALGORITHMS.includes(algorithm),
  );
  const keys = createRemoteJWKSet(new URL(discovery.jwks_uri));
  const signedWith = algorithms.length > 0 ? algorithms : ['RS256'];
  return {
    isEmbedded: false,
    verify: createTokenVerifier({
      keys,
      issuer: discovery.issuer,
      audience: external.audience,
      claim,
      algorithms: signedWith,
      maxAgeSeconds,
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
