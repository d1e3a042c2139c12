import fp from 'fastify-plugin';
import { z } from 'zod';
import type { TokenVerifier } from '../auth/accessToken';
import { type EndedSignIns, endOf } from '../auth/endedSignIns';
import { InvalidTokenError } from '../auth/invalidToken';
import type { LogoutTokenVerifier } from '../auth/logoutToken';
import { unauthorized } from '../core/refusal';
import type { Database } from '../db/database';

/** 'Esci' in the portal: the sign-in of the token sent ends, on every instance. */
export const SIGN_OUT_PATH = '/api/sign-out';
/** The portal's `backchannel_logout_uri` at an external issuer (OpenID Connect Back-Channel Logout 1.0). */
export const BACKCHANNEL_LOGOUT_PATH = '/api/backchannel-logout';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

const backchannelFormSchema = z.object({
  logout_token: z
    .string({ message: 'manca logout_token' })
    .min(1, { message: 'manca logout_token' })
    .max(16_384, { message: 'logout_token troppo lungo' }),
});

export interface SignOutRoutesOptions {
  database: Database;
  verify: TokenVerifier;
  /** Null for the embedded issuer: it tells the server of an ended session in-process. */
  verifyLogoutToken: LogoutTokenVerifier | null;
  endedSignIns: EndedSignIns;
  /**
   * The issuer whose tokens the API takes: the sign-ins ended are that issuer's. Read when a logout
   * comes, as an external issuer's is known only once it has been discovered.
   */
  issuer: () => string;
}

/**
 * Where the server hears that a sign-in ended, outside the envelope (neither carries one): the
 * portal's 'Esci' with the token being given up, and an external issuer's back-channel logout, whose
 * caller is the issuer, not a browser. docs/sign-in.md, "What 'Esci' ends".
 */
export const signOutRoutesPlugin = fp<SignOutRoutesOptions>(
  async (app, { database, verify, verifyLogoutToken, endedSignIns, issuer }) => {
    app.post(SIGN_OUT_PATH, async (request, reply) => {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      if (!token) {
        throw unauthorized('Autenticazione richiesta: manca il token di accesso (Authorization: Bearer)');
      }
      let signIn: Awaited<ReturnType<TokenVerifier>>['signIn'];
      try {
        ({ signIn } = await verify(token));
      } catch (error) {
        if (error instanceof InvalidTokenError) throw unauthorized(`Accesso negato: ${error.message}`);
        throw error;
      }
      if (signIn) await endedSignIns.end(database.db, signIn.issuer, endOf(signIn), 'signOut');
      return reply.code(204).send();
    });

    if (!verifyLogoutToken) return;
    await app.register(async (scope) => {
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 32 * 1024 },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );
      scope.post(BACKCHANNEL_LOGOUT_PATH, async (request, reply) => {
        // The specification's answers: 200 when the logout is done, 400 `invalid_request` otherwise.
        const refuse = (description: string) =>
          reply.code(400).send({ error: 'invalid_request', error_description: description });
        const form = backchannelFormSchema.safeParse(request.body ?? {});
        if (!form.success) return refuse(form.error.issues[0]?.message ?? 'richiesta non valida');
        let who: Awaited<ReturnType<LogoutTokenVerifier>>;
        try {
          who = await verifyLogoutToken(form.data.logout_token);
        } catch (error) {
          if (error instanceof InvalidTokenError) return refuse(error.message);
          throw error;
        }
        await endedSignIns.end(
          database.db,
          issuer(),
          who.sessionId ? { kind: 'sid', value: who.sessionId } : { kind: 'sub', value: who.subject ?? '' },
          'backchannelLogout',
        );
        return reply.code(200).send();
      });
    });
  },
  { name: 'sign-out-routes' },
);
