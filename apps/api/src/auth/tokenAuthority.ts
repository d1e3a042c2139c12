import { createRemoteJWKSet } from 'jose';
import { z } from 'zod';
import { ConfigError, type ServerConfig, tokenIssuer } from '../config';
import { createTokenVerifier, localKeys, type TokenVerifier } from './accessToken';
import { ISSUER_MOUNT_PATH, PORTAL_CLIENT_ID } from './issuer/embeddedIssuer';
import type { SigningKey } from './signingKey';

/** What the portal needs to send users to the sign-in page (`GET /api/config`). */
export interface PortalSignIn {
  authorizationEndpoint: string;
  clientId: string;
  scope: string;
}

export interface TokenAuthority {
  /** Whether the server's own issuer signs users in (no `OIDC_ISSUER`). */
  isEmbedded: boolean;
  verify: TokenVerifier;
  portal: PortalSignIn;
}

const discoverySchema = z.object({
  issuer: z.string().min(1),
  authorization_endpoint: z.url(),
  jwks_uri: z.url(),
  id_token_signing_alg_values_supported: z.array(z.string()).optional(),
});

/** Asymmetric algorithms only: a shared secret would let anyone holding it mint tokens. */
const ACCEPTED_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'EdDSA'];
const DISCOVERY_TIMEOUT_MS = 10_000;

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
  const external = config.externalIssuer;
  if (!external) {
    return {
      isEmbedded: true,
      verify: createTokenVerifier({ keys: localKeys(signingKey), issuer: tokenIssuer(config), claim }),
      portal: {
        authorizationEndpoint: `${ISSUER_MOUNT_PATH}/auth`,
        clientId: PORTAL_CLIENT_ID,
        scope: 'openid',
      },
    };
  }
  const discovery = await discover(external.issuer);
  const algorithms = (discovery.id_token_signing_alg_values_supported ?? ['RS256']).filter((algorithm) =>
    ACCEPTED_ALGORITHMS.includes(algorithm),
  );
  return {
    isEmbedded: false,
    verify: createTokenVerifier({
      keys: createRemoteJWKSet(new URL(discovery.jwks_uri)),
      issuer: discovery.issuer,
      audience: external.audience,
      claim,
      algorithms: algorithms.length > 0 ? algorithms : ['RS256'],
    }),
    portal: {
      authorizationEndpoint: discovery.authorization_endpoint,
      clientId: external.clientId,
      scope: 'openid',
    },
  };
};
