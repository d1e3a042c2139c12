import { createLocalJWKSet, errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify, SignJWT } from 'jose';
import { SIGNING_ALGORITHM, type SigningKey } from './signingKey';

/** Tokens are issued for the portal and its API. */
export const TOKEN_AUDIENCE = 'cet-portal';

/** Clocks of the issuer and of the server may differ by this much. */
const CLOCK_TOLERANCE_SECONDS = 30;

/** SPID and CIE identities carry the fiscal code as `TINIT-<code>`. */
const NATIONAL_PREFIX = /^TINIT-/i;

export interface SignAccessTokenOptions {
  signingKey: SigningKey;
  issuer: string;
  audience?: string;
  /** A jose time span ('1h', '-2m') or an absolute `exp` in seconds since the epoch. */
  expiresIn?: string | number;
  /** The claim holding the fiscal code (default `sub`). */
  claim?: string;
}

/** Signs an access token for a user, as the embedded issuer does; also used by tests and tools. */
export const signAccessToken = (
  fiscalCode: string,
  { signingKey, issuer, audience = TOKEN_AUDIENCE, expiresIn = '1h', claim = 'sub' }: SignAccessTokenOptions,
): Promise<string> => {
  const payload: JWTPayload = claim === 'sub' ? {} : { [claim]: fiscalCode };
  return new SignJWT(payload)
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: signingKey.kid, typ: 'JWT' })
    .setSubject(fiscalCode)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(signingKey.privateKey);
};

export interface TokenVerifierOptions {
  /** The issuer's public keys: the embedded issuer's own key, or an external issuer's JWKS. */
  keys: JWTVerifyGetKey;
  issuer: string;
  /** @default 'cet-portal' */
  audience?: string;
  claim: string;
  /** Signature algorithms the issuer may use. @default ['RS256'] */
  algorithms?: string[];
}

/** The embedded issuer's key set: its one signing key. */
export const localKeys = (signingKey: SigningKey): JWTVerifyGetKey =>
  createLocalJWKSet({ keys: [signingKey.publicJwk] });

/** Why a token was refused, in words a person can act on. */
export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
}

const reasonOf = (error: unknown): string => {
  if (error instanceof errors.JWTExpired) return 'il token è scaduto';
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'iss') return 'il token è stato emesso da un altro emittente';
    if (error.claim === 'aud') return 'il token non è destinato a questo portale';
    return `il token non è valido (${error.claim})`;
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'la firma del token non è valida';
  if (error instanceof errors.JWKSNoMatchingKey) return 'il token è firmato con una chiave sconosciuta';
  return 'il token non è valido';
};

/** Verifies a bearer token and returns the fiscal code it carries, uppercased and without `TINIT-`. */
export const createTokenVerifier = ({
  keys,
  issuer,
  audience = TOKEN_AUDIENCE,
  claim,
  algorithms = [SIGNING_ALGORITHM],
}: TokenVerifierOptions) => {
  return async (token: string): Promise<string> => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        issuer,
        audience,
        algorithms,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['exp'],
      }));
    } catch (error) {
      throw new InvalidTokenError(reasonOf(error));
    }
    const value = payload[claim];
    if (typeof value !== 'string' || value.trim() === '') {
      throw new InvalidTokenError(`il token non contiene il codice fiscale (${claim})`);
    }
    return value.trim().replace(NATIONAL_PREFIX, '').toUpperCase();
  };
};

export type TokenVerifier = ReturnType<typeof createTokenVerifier>;
