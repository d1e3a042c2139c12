import { errors, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { z } from 'zod';
import { CLOCK_TOLERANCE_SECONDS } from './accessToken';
import { InvalidTokenError } from './invalidToken';

/** The event a logout token carries (OpenID Connect Back-Channel Logout 1.0, section 2.4). */
export const BACKCHANNEL_LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';

/** An issuer sends a logout token as it signs someone out: an older one is a replay. */
const LOGOUT_TOKEN_MAX_AGE_SECONDS = 300;

const logoutClaimsSchema = z
  .object({
    jti: z.string().min(1),
    events: z.object({ [BACKCHANNEL_LOGOUT_EVENT]: z.object({}).loose() }).loose(),
    sid: z.string().min(1).max(512).optional(),
    sub: z.string().min(1).max(512).optional(),
    // An ID token carries a nonce; a logout token never does, so one cannot pass for the other.
    nonce: z.never({ message: 'un token di logout non ha nonce' }).optional(),
  })
  .refine((claims) => claims.sid !== undefined || claims.sub !== undefined, {
    message: 'un token di logout nomina sid o sub',
  });

/** Whom a verified logout token signs out: a session (`sid`), or a subject's sessions (`sub` only). */
export interface LogoutRequest {
  sessionId: string | null;
  subject: string | null;
}

export interface LogoutTokenVerifierOptions {
  keys: JWTVerifyGetKey;
  issuer: string;
  /** The portal's client id at the issuer: the logout token's `aud`. */
  audience: string;
  algorithms: string[];
}

/**
 * Verifies an issuer's logout token with jose against its JWKS, as the specification asks: signature,
 * `iss`, `aud` (the portal's client), `iat`, the back-channel logout event, `sid` or `sub`, no `nonce`,
 * and never an access token (`typ: at+jwt`).
 */
export const createLogoutTokenVerifier =
  ({ keys, issuer, audience, algorithms }: LogoutTokenVerifierOptions) =>
  async (token: string): Promise<LogoutRequest> => {
    let payload: unknown;
    try {
      const verified = await jwtVerify(token, keys, {
        issuer,
        audience,
        algorithms,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['iat', 'jti'],
        maxTokenAge: LOGOUT_TOKEN_MAX_AGE_SECONDS,
      });
      if (verified.protectedHeader.typ?.toLowerCase().replace(/^application\//, '') === 'at+jwt') {
        throw new InvalidTokenError('un token di accesso non è un token di logout');
      }
      payload = verified.payload;
    } catch (error) {
      if (error instanceof InvalidTokenError) throw error;
      throw new InvalidTokenError(
        error instanceof errors.JOSEError
          ? `token di logout non valido (${error.code})`
          : 'token di logout non valido',
      );
    }
    const claims = logoutClaimsSchema.safeParse(payload);
    if (!claims.success) {
      throw new InvalidTokenError(`token di logout non valido: ${claims.error.issues[0]?.message ?? ''}`);
    }
    return { sessionId: claims.data.sid ?? null, subject: claims.data.sub ?? null };
  };

export type LogoutTokenVerifier = ReturnType<typeof createLogoutTokenVerifier>;
