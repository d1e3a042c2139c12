import { randomBytes } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import Provider, { type Configuration, errors, type KoaContextWithOIDC } from 'oidc-provider';
import { TOKEN_AUDIENCE } from '../accessToken';
import type { SigningKey } from '../signingKey';
import { renderIssuerPage, text } from './issuerPage';
import { type LoginPageAccount, renderLoginPage } from './loginPage';

/** The portal's client: authorization code with PKCE, refresh tokens rotated on every use. */
export const PORTAL_CLIENT_ID = 'cet-portal';
export const ISSUER_MOUNT_PATH = '/oidc';
const API_RESOURCE = 'urn:cet-portal:api';
/** The script that confirms a logout the portal asked for (with its ID token as hint). */
export const LOGOUT_SCRIPT_PATH = '/oidc-assets/confirm-logout.js';

/** The same answer for an unknown code and a refused one: the page must not tell users apart. */
export const SIGN_IN_REFUSED =
  'Accesso non riuscito: il codice fiscale non è abilitato ad accedere al portale.';

export interface EmbeddedIssuerAccounts {
  /**
   * The person of a fiscal code who may sign in (a stranger with a valid code has an empty name and
   * no roles), or null: nobody else gets a token.
   */
  find(fiscalCode: string): Promise<LoginPageAccount | null>;
  /** The demo accounts the sign-in page lists as buttons. */
  demo(): Promise<LoginPageAccount[]>;
}

export interface EmbeddedIssuerOptions {
  /** The issuer URL, `{PUBLIC_URL}/oidc`: the `iss` the API verifies. */
  issuer: string;
  signingKey: SigningKey;
  /** Origins the portal may be served from; `/home` on each is a registered redirect, exactly. */
  portalOrigins: readonly string[];
  accounts: EmbeddedIssuerAccounts;
  accessTokenTtlSeconds: number;
  /** The longest session: the issuer's session, and the refresh token, which rotation never extends. */
  sessionMaxSeconds: number;
  /**
   * Told of a sign-in session whose grant was revoked: a logout at the issuer, or a refresh token
   * used twice (a stolen one, or a replay). Its access tokens must be refused from then on.
   */
  onSessionEnded: (sessionId: string) => Promise<void>;
}

/** The issuer's own endpoints, as oidc-provider names them under the mount path. */
export const embeddedEndpoints = (issuer: string) => ({
  authorizationEndpoint: `${issuer}/auth`,
  tokenEndpoint: `${issuer}/token`,
  endSessionEndpoint: `${issuer}/session/end`,
});

const FISCAL_CODE_INPUT = /^[A-Z0-9_.-]{1,64}$/;

type InteractionDetails = Awaited<ReturnType<Provider['interactionDetails']>>;

const readForm = (request: FastifyRequest): Record<string, string> =>
  typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, string>) : {};

const sendPage = (reply: FastifyReply, html: string, status = 200) =>
  reply.code(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);

const backToPortal = '<p><a href="/">Torna al portale</a></p>';

/** The RP-initiated logout's confirmation; submitted by script when the portal sent its ID token. */
const logoutPage = (ctx: KoaContextWithOIDC, form: string) => {
  const askedByPortal = Boolean(ctx.oidc.params?.id_token_hint);
  ctx.type = 'html';
  ctx.body = renderIssuerPage({
    title: 'Esci',
    body: `      <h1>Esci dal Portale CET</h1>
      ${form}
      <p>${askedByPortal ? 'Uscita in corso…' : 'Vuoi chiudere la sessione di accesso?'}</p>
      <div class="actions">
        <button type="submit" class="primary" form="op.logoutForm" name="logout" value="yes" autofocus>Esci</button>
        <button type="submit" class="secondary" form="op.logoutForm">Resta collegato</button>
      </div>`,
    ...(askedByPortal ? { script: LOGOUT_SCRIPT_PATH } : {}),
  });
};

const loggedOutPage = (ctx: KoaContextWithOIDC) => {
  ctx.type = 'html';
  ctx.body = renderIssuerPage({
    title: 'Sessione chiusa',
    body: `      <h1>Sessione chiusa</h1>\n      <p>Sei uscito dal Portale CET.</p>\n      ${backToPortal}`,
  });
};

const errorPage = (message: string) =>
  renderIssuerPage({
    title: 'Accesso non riuscito',
    body: `      <h1>Accesso non riuscito</h1>\n      <p>${text(message)}</p>\n      ${backToPortal}`,
  });

/**
 * The demo sign-in of the default set-up: oidc-provider under /oidc, with its own Italian pages. It
 * signs JWT access tokens (`typ: at+jwt`) with the server's key, so the API verifies them like any
 * issuer's. Sessions live in memory: it serves one instance; production uses the organisation's issuer.
 */
const mountEmbeddedIssuer = async (app: FastifyInstance, options: EmbeddedIssuerOptions) => {
  const { accounts, accessTokenTtlSeconds, sessionMaxSeconds } = options;
  const configuration: Configuration = {
    clients: [
      {
        client_id: PORTAL_CLIENT_ID,
        // A browser app: a public client with exact redirect URIs, never a loopback wildcard.
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: options.portalOrigins.map((origin) => `${origin}/home`),
        post_logout_redirect_uris: options.portalOrigins.map((origin) => `${origin}/`),
        // The portal warns before the session's hard end, which it counts from auth_time.
        require_auth_time: true,
      },
    ],
    responseTypes: ['code'],
    pkce: { required: () => true },
    jwks: { keys: [options.signingKey.privateJwk] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: { openid: ['sub'], profile: ['name'] },
    scopes: ['openid', 'profile'],
    // The portal on another loopback name exchanges its code here: only the client's own origins may.
    clientBasedCORS: (_ctx, origin, client) =>
      client.redirectUris?.some((uri) => new URL(uri).origin === origin) ?? false,
    // Every access token names its sign-in session (`sid`), so that a sign-out ends them all: the
    // issuer's session uid, which the tokens renewed in that session carry on.
    extraTokenClaims: async (_ctx, token) => {
      const sessionId = 'sessionUid' in token ? token.sessionUid : undefined;
      return typeof sessionId === 'string' ? { sid: sessionId } : undefined;
    },
    // A browser cannot keep a secret, so its refresh token is rotated on every use (reuse revokes the grant).
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: () => true,
    ttl: {
      AccessToken: accessTokenTtlSeconds,
      IdToken: accessTokenTtlSeconds,
      AuthorizationCode: 60,
      Interaction: 10 * 60,
      Session: sessionMaxSeconds,
      Grant: sessionMaxSeconds,
      // Rotation hands the remaining time on: the session ends sessionMaxSeconds after sign-in.
      RefreshToken: (ctx) => ctx?.oidc?.entities.RotatedRefreshToken?.remainingTTL ?? sessionMaxSeconds,
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => logoutPage(ctx, form),
        postLogoutSuccessSource: async (ctx) => loggedOutPage(ctx),
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => API_RESOURCE,
        useGrantedResource: async () => true,
        getResourceServerInfo: async () => ({
          scope: 'api',
          audience: TOKEN_AUDIENCE,
          accessTokenTTL: accessTokenTtlSeconds,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
    findAccount: async (_ctx, sub) => {
      const account = await accounts.find(sub);
      if (!account) return undefined;
      // Someone not yet registered has no name here: the portal asks them for it at sign-up.
      const claims = account.fullname === '' ? { sub } : { sub, name: account.fullname };
      return { accountId: sub, claims: async () => claims };
    },
    interactions: { url: async (_ctx, interaction) => `${ISSUER_MOUNT_PATH}/interaction/${interaction.uid}` },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage(
        out.error_description
          ? 'La richiesta di accesso non è valida: torna al portale e riprova.'
          : 'Si è verificato un errore.',
      );
    },
  };

  const provider = new Provider(options.issuer, configuration);
  provider.on('grant.revoked', (ctx: KoaContextWithOIDC) => {
    // The replayed refresh token names its session; a logout at the issuer is its session's.
    const { RefreshToken, Session } = ctx.oidc.entities;
    const sessionId = RefreshToken?.sessionUid ?? Session?.uid;
    if (!sessionId) return;
    options.onSessionEnded(sessionId).catch((error: unknown) => {
      app.log.error({ err: error }, 'could not record the end of a sign-in session');
    });
  });

  /** A grant of everything the interaction's consent prompt says is missing. */
  const grantAll = async (details: InteractionDetails): Promise<string> => {
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({
          accountId: details.session?.accountId,
          clientId: String(details.params.client_id),
        });
    if (!grant) throw new Error('Autorizzazione non trovata');
    const missing = details.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
      grant.addResourceScope(resource, scopes.join(' '));
    }
    return grant.save();
  };
  // oidc-provider builds its addresses (discovery, redirects, forms) from the request's Host and
  // X-Forwarded-* headers, which any caller can forge. Every request reaches it with PUBLIC_URL's host
  // and scheme instead, and with the caller's address as Fastify worked it out: X-Forwarded-For is
  // believed only from the proxy TRUST_PROXY names.
  provider.proxy = true;
  const publicAddress = new URL(options.issuer);
  const publicHost = publicAddress.host;
  const publicScheme = publicAddress.protocol.replace(/:$/, '');
  const pinToPublicAddress = (request: FastifyRequest) => {
    const { headers } = request.raw;
    headers.host = publicHost;
    headers['x-forwarded-host'] = publicHost;
    headers['x-forwarded-proto'] = publicScheme;
    headers['x-forwarded-for'] = request.ip;
    delete headers.forwarded;
  };
  const callback = provider.callback();

  app.get(LOGOUT_SCRIPT_PATH, (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(
        "document.getElementById('op.logoutForm')?.requestSubmit(document.querySelector('[name=logout]'));\n",
      ),
  );

  // Declared before the sign-in page's routes, so they get the public address too. Everything else under
  // /oidc is oidc-provider's (discovery, JWKS, authorize, token, end session),
  // handled before Fastify reads the body; the mount path moves to `originalUrl`, as oidc-provider expects.
  app.addHook('onRequest', async (request, reply) => {
    const { url } = request.raw;
    if (!url?.startsWith(`${ISSUER_MOUNT_PATH}/`)) return;
    pinToPublicAddress(request);
    if (url.startsWith(`${ISSUER_MOUNT_PATH}/interaction/`)) return;
    reply.hijack();
    Object.assign(request.raw, { originalUrl: url, url: url.slice(ISSUER_MOUNT_PATH.length) });
    callback(request.raw, reply.raw);
  });

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    // An unknown or expired interaction is a page with a way back, never a hanging socket.
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof errors.OIDCProviderError) {
        request.log.info({ err: error }, 'sign-in interaction refused');
        return sendPage(
          reply,
          errorPage('La pagina di accesso è scaduta o non è più valida: torna al portale e accedi di nuovo.'),
          400,
        );
      }
      throw error;
    });

    const pageFor = async (uid: string, extra: { fiscalCode?: string; error?: string } = {}) =>
      renderLoginPage({
        action: `${ISSUER_MOUNT_PATH}/interaction/${uid}/login`,
        abortAction: `${ISSUER_MOUNT_PATH}/interaction/${uid}/abort`,
        accounts: await accounts.demo(),
        ...extra,
      });

    /** Ends the interaction and sends the browser on, as oidc-provider's redirect says. */
    const finish = async (
      request: FastifyRequest,
      reply: FastifyReply,
      result: Parameters<Provider['interactionResult']>[2],
    ) => reply.redirect(await provider.interactionResult(request.raw, reply.raw, result), 303);

    scope.get<{ Params: { uid: string } }>(
      `${ISSUER_MOUNT_PATH}/interaction/:uid`,
      async (request, reply) => {
        const details = await provider.interactionDetails(request.raw, reply.raw);
        if (details.prompt.name !== 'consent') return sendPage(reply, await pageFor(details.uid));
        // The portal is the committee's own client: no consent screen, what it asks for is granted.
        return finish(request, reply, { consent: { grantId: await grantAll(details) } });
      },
    );

    scope.post<{ Params: { uid: string } }>(
      `${ISSUER_MOUNT_PATH}/interaction/:uid/login`,
      async (request, reply) => {
        const details = await provider.interactionDetails(request.raw, reply.raw);
        const fiscalCode = String(readForm(request).fiscalCode ?? '')
          .trim()
          .toUpperCase();
        const account = FISCAL_CODE_INPUT.test(fiscalCode) ? await accounts.find(fiscalCode) : null;
        if (!account) {
          const error = fiscalCode ? SIGN_IN_REFUSED : 'Inserisci il codice fiscale.';
          return sendPage(reply, await pageFor(details.uid, { fiscalCode, error }), 401);
        }
        return finish(request, reply, { login: { accountId: account.fiscalCode } });
      },
    );

    scope.post(`${ISSUER_MOUNT_PATH}/interaction/:uid/abort`, async (request, reply) => {
      await provider.interactionDetails(request.raw, reply.raw);
      return finish(request, reply, {
        error: 'access_denied',
        error_description: "L'utente ha annullato l'accesso.",
      });
    });
  });

  return provider;
};

/** Registered after the security headers and rate limits: its hook takes /oidc requests away from Fastify. */
export const embeddedIssuerPlugin = fp<EmbeddedIssuerOptions>(
  async (app, options) => {
    await mountEmbeddedIssuer(app, options);
  },
  {
    name: 'embedded-issuer',
    dependencies: ['security-headers', 'rate-limits'],
  },
);
