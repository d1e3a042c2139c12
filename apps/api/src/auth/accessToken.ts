import { createHash } from 'node:crypto';
import { shortTextSchema, userEmailSchema } from '@cet-portal/api-client/contract';
import {
  createLocalJWKSet,
  errors,
  type JWTHeaderParameters,
  type JWTPayload,
  type JWTVerifyGetKey,
  jwtVerify,
  SignJWT,
} from 'jose';
import type { CallerIdentity } from '../core/session';
import { InvalidTokenError } from './invalidToken';
import { SIGNING_ALGORITHM, type SigningKey } from './signingKey';

/** Tokens are issued for the portal and its API. */
export const TOKEN_AUDIENCE = 'cet-portal';

/** RFC 9068's header type of a JWT access token: what tells it from an ID token. */
export const ACCESS_TOKEN_TYPE = 'at+jwt';

/** Clocks of the issuer and of the server may differ by this much. */
export const CLOCK_TOLERANCE_SECONDS = 30;

/** Verified tokens remembered per process: about one per user active in the last quarter of an hour. */
const VERIFIED_TOKENS_KEPT = 10_000;

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
  /** The header's `typ`: RFC 9068's `at+jwt` for access tokens; tests sign `JWT` to play an ID token. */
  type?: string;
  /** `iat` in seconds since the epoch; default now. Tests back-date tokens with it. */
  issuedAt?: number;
  /** An `email` claim, as an organisation's SSO may put in its access tokens. */
  email?: string;
  /** OIDC's `given_name` and `family_name` claims, as an organisation's SSO may give them. */
  givenName?: string;
  familyName?: string;
  /** The sign-in session's `sid` claim, as an issuer puts it in the tokens of one session. */
  sessionId?: string;
}

/** Signs an access token for a user, as the embedded issuer does; also used by tests and tools. */
export const signAccessToken = (
  fiscalCode: string,
  {
    signingKey,
    issuer,
    audience = TOKEN_AUDIENCE,
    expiresIn = '15m',
    claim = 'sub',
    type = ACCESS_TOKEN_TYPE,
    issuedAt,
    email,
    givenName,
    familyName,
    sessionId,
  }: SignAccessTokenOptions,
): Promise<string> => {
  const payload: JWTPayload = {
    ...(claim === 'sub' ? {} : { [claim]: fiscalCode }),
    ...(email === undefined ? {} : { email }),
    ...(givenName === undefined ? {} : { given_name: givenName }),
    ...(familyName === undefined ? {} : { family_name: familyName }),
    ...(sessionId === undefined ? {} : { sid: sessionId }),
  };
  return new SignJWT(payload)
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: signingKey.kid, typ: type })
    .setSubject(fiscalCode)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(issuedAt)
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
  /** A token issued longer ago, or made to live longer, than this is refused. @default 3600 */
  maxAgeSeconds?: number;
  /**
   * Also take a token whose payload says `typ: Bearer` (Keycloak's access tokens, whose header says
   * only `JWT`); its ID tokens say `typ: ID`. Only for an external issuer. @default false
   */
  acceptBearerPayloadType?: boolean;
}

/** The embedded issuer's key set: its one signing key. */
export const localKeys = (signingKey: SigningKey): JWTVerifyGetKey =>
  createLocalJWKSet({ keys: [signingKey.publicJwk] });

const reasonOf = (error: unknown): string => {
  // jose reports a token older than maxTokenAge as expired, naming `iat`.
  if (error instanceof errors.JWTExpired && error.claim === 'iat')
    return 'il token è stato emesso troppo tempo fa';
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

/** The sign-in a verified token belongs to: what a sign-out ends (auth/endedSignIns.ts). */
export interface TokenSignIn {
  issuer: string;
  /** The `sid` claim: the issuer's sign-in session, shared by every token it issued in it. */
  sessionId: string | null;
  /** The token itself: its `jti`, or the hash of a token without one. */
  tokenId: string;
  /** The `sub` claim, as a back-channel logout without `sid` names whom it signs out. */
  subject: string | null;
  /** `iat` and `exp`, in seconds since the epoch. */
  issuedAt: number;
  expiresAt: number;
}

/**
 * Who a verified token names: the fiscal code, and the address and names when the issuer states them
 * (a person signing up takes them from here rather than typing them).
 */
export interface VerifiedIdentity extends CallerIdentity {
  /** The sign-in it belongs to; absent where no issuer signs tokens (the mocks' backend). */
  signIn?: TokenSignIn;
}

const emailOf = (payload: JWTPayload): string | null => {
  const parsed = userEmailSchema.safeParse(payload.email);
  return parsed.success ? parsed.data : null;
};

/** A name claim as a person's record can hold it: trimmed, not empty, not longer than a short text. */
const nameOf = (value: unknown): string | null => {
  const parsed = shortTextSchema.min(1).safeParse(typeof value === 'string' ? value.trim() : undefined);
  return parsed.success ? parsed.data : null;
};

/**
 * Verifies a bearer token and returns the fiscal code it carries, uppercased and without `TINIT-`,
 * with its `email` claim (read at each sign-in, so the organisation's directory keeps it current).
 */
export const createTokenVerifier = ({
  keys,
  issuer,
  audience = TOKEN_AUDIENCE,
  claim,
  algorithms = [SIGNING_ALGORITHM],
  maxAgeSeconds = 3600,
  acceptBearerPayloadType = false,
}: TokenVerifierOptions) => {
  const isAccessToken = (header: JWTHeaderParameters, payload: JWTPayload) =>
    header.typ?.toLowerCase().replace(/^application\//, '') === ACCESS_TOKEN_TYPE ||
    (acceptBearerPayloadType && payload.typ === 'Bearer');
  const verified = new Map<string, { identity: VerifiedIdentity; goodUntilMs: number }>();
  const verify = async (
    token: string,
    hash: string,
  ): Promise<{ identity: VerifiedIdentity; goodUntilMs: number }> => {
    let payload: JWTPayload;
    let header: JWTHeaderParameters;
    try {
      ({ payload, protectedHeader: header } = await jwtVerify(token, keys, {
        issuer,
        audience,
        algorithms,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['exp', 'iat'],
        maxTokenAge: maxAgeSeconds,
      }));
    } catch (error) {
      throw new InvalidTokenError(reasonOf(error));
    }
    // An ID token is signed by the same issuer for the same client, but proves only who signed in.
    if (!isAccessToken(header, payload)) throw new InvalidTokenError('il token non è un token di accesso');
    // `maxTokenAge` bounds the age, not the lifetime: a ten-year `exp` would stay good for ten years.
    if ((payload.exp ?? 0) - (payload.iat ?? 0) > maxAgeSeconds + CLOCK_TOLERANCE_SECONDS) {
      throw new InvalidTokenError('il token ha una durata superiore a quella consentita');
    }
    const value = payload[claim];
    if (typeof value !== 'string' || value.trim() === '') {
      throw new InvalidTokenError(`il token non contiene il codice fiscale (${claim})`);
    }
    return {
      identity: {
        fiscalCode: value.trim().replace(NATIONAL_PREFIX, '').toUpperCase(),
        email: emailOf(payload),
        givenName: nameOf(payload.given_name),
        familyName: nameOf(payload.family_name),
        signIn: {
          issuer,
          sessionId: typeof payload.sid === 'string' && payload.sid !== '' ? payload.sid : null,
          tokenId:
            typeof payload.jti === 'string' && payload.jti !== '' ? `jti:${payload.jti}` : `sha256:${hash}`,
          subject: typeof payload.sub === 'string' ? payload.sub : null,
          issuedAt: payload.iat ?? 0,
          expiresAt: payload.exp ?? 0,
        },
      },
      // jose would refuse it after its expiry or its maximum age, whichever comes first.
      goodUntilMs:
        (Math.min(payload.exp ?? 0, (payload.iat ?? 0) + maxAgeSeconds) + CLOCK_TOLERANCE_SECONDS) * 1000,
    };
  };
  // A token is sent with every call for its whole life: its signature and claims are checked once and
  // the answer is kept until jose would refuse the token, keyed by its hash (the token itself is a
  // credential), at most VERIFIED_TOKENS_KEPT of them, the oldest forgotten first. A refused token is
  // never kept, so its next call is checked (and refused) again.
  return async (token: string): Promise<VerifiedIdentity> => {
    const key = createHash('sha256').update(token).digest('base64url');
    const known = verified.get(key);
    if (known && Date.now() < known.goodUntilMs) return known.identity;
    verified.delete(key);
    const checked = await verify(token, key);
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value as string);
    verified.set(key, checked);
    return checked.identity;
  };
};

export type TokenVerifier = ReturnType<typeof createTokenVerifier>;
