import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Provider, { type Configuration, errors } from 'oidc-provider';
import { TOKEN_AUDIENCE } from '../accessToken';
import type { SigningKey } from '../signingKey';
import { type LoginPageAccount, renderLoginPage } from './loginPage';

/** The portal's client (ARCHITECTURE.md): implicit flow, id token and access token, back to /home. */
export const PORTAL_CLIENT_ID = 'cet-portal';
export const ISSUER_MOUNT_PATH = '/oidc';
const API_RESOURCE = 'urn:cet-portal:api';
const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface EmbeddedIssuerAccounts {
  /** The user of a fiscal code, or null: nobody else gets a token. */
  find(fiscalCode: string): Promise<LoginPageAccount | null>;
  /** The demo accounts the sign-in page lists as buttons. */
  demo(): Promise<LoginPageAccount[]>;
}

export interface EmbeddedIssuerOptions {
  /** The issuer URL, `{PUBLIC_URL}/oidc`: the `iss` the API verifies. */
  issuer: string;
  signingKey: SigningKey;
  /** Addresses the portal may be served from; `/home` on each is a registered redirect. */
  portalOrigins: readonly string[];
  accounts: EmbeddedIssuerAccounts;
}

const FISCAL_CODE_INPUT = /^[A-Z0-9_.-]{1,64}$/;

type InteractionDetails = Awaited<ReturnType<Provider['interactionDetails']>>;

const readForm = (request: FastifyRequest): Record<string, string> =>
  typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, string>) : {};

/**
 * The sign-in issuer of the default set-up: oidc-provider under /oidc, with its own Italian sign-in
 * page. It signs JWT access tokens with the server's key, so the API verifies them like any issuer's.
 * Sessions live in memory: it serves one instance; production uses the organisation's issuer.
 */
export const mountEmbeddedIssuer = async (app: FastifyInstance, options: EmbeddedIssuerOptions) => {
  const { accounts } = options;
  const configuration: Configuration = {
    clients: [
      {
        client_id: PORTAL_CLIENT_ID,
        // A native client may use http redirects on loopback; production's issuer uses https.
        application_type: 'native',
        token_endpoint_auth_method: 'none',
        grant_types: ['implicit'],
        response_types: ['id_token token'],
        redirect_uris: options.portalOrigins.map((origin) => `${origin}/home`),
        post_logout_redirect_uris: options.portalOrigins.map((origin) => `${origin}/`),
      },
    ],
    responseTypes: ['id_token token'],
    jwks: { keys: [options.signingKey.privateJwk] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: { openid: ['sub'], profile: ['name'] },
    scopes: ['openid', 'profile'],
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_SECONDS,
      IdToken: ACCESS_TOKEN_TTL_SECONDS,
      Interaction: 10 * 60,
      Session: 60 * 60,
      Grant: 60 * 60,
    },
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => API_RESOURCE,
        useGrantedResource: async () => true,
        getResourceServerInfo: async () => ({
          scope: 'api',
          audience: TOKEN_AUDIENCE,
          accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
    findAccount: async (_ctx, sub) => {
      const account = await accounts.find(sub);
      return account ? { accountId: sub, claims: async () => ({ sub, name: account.fullname }) } : undefined;
    },
    interactions: { url: async (_ctx, interaction) => `${ISSUER_MOUNT_PATH}/interaction/${interaction.uid}` },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Errore di accesso - Portale CET</title></head><body><main><h1>Accesso non riuscito</h1><p>${
        out.error_description ? 'La richiesta di accesso non è valida.' : 'Si è verificato un errore.'
      }</p><p><a href="/">Torna al portale</a></p></main></body></html>`;
    },
  };

  const provider = new Provider(options.issuer, configuration);

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
  provider.proxy = true;
  const callback = provider.callback();

  const sendPage = (reply: FastifyReply, html: string, status = 200) =>
    reply.code(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    const pageFor = async (uid: string, extra: { fiscalCode?: string; error?: string } = {}) =>
      renderLoginPage({
        action: `${ISSUER_MOUNT_PATH}/interaction/${uid}/login`,
        abortAction: `${ISSUER_MOUNT_PATH}/interaction/${uid}/abort`,
        accounts: await accounts.demo(),
        ...extra,
      });

    scope.get<{ Params: { uid: string } }>(
      `${ISSUER_MOUNT_PATH}/interaction/:uid`,
      async (request, reply) => {
        const details = await provider.interactionDetails(request.raw, reply.raw);
        if (details.prompt.name !== 'consent') return sendPage(reply, await pageFor(details.uid));
        // The portal is the committee's own client: no consent screen, what it asks for is granted.
        reply.hijack();
        await provider.interactionFinished(request.raw, reply.raw, {
          consent: { grantId: await grantAll(details) },
        });
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
          const error = fiscalCode
            ? `Il codice fiscale ${fiscalCode} non corrisponde a nessun utente del portale.`
            : 'Inserisci il codice fiscale.';
          return sendPage(reply, await pageFor(details.uid, { fiscalCode, error }), 401);
        }
        reply.hijack();
        await provider.interactionFinished(request.raw, reply.raw, { login: { accountId: fiscalCode } });
      },
    );

    scope.post(`${ISSUER_MOUNT_PATH}/interaction/:uid/abort`, async (request, reply) => {
      reply.hijack();
      await provider.interactionFinished(request.raw, reply.raw, {
        error: 'access_denied',
        error_description: "L'utente ha annullato l'accesso.",
      });
    });
  });

  // Everything else under /oidc is oidc-provider's (discovery, JWKS, authorize, end session), handled
  // before Fastify reads the body; the mount path moves to `originalUrl`, as oidc-provider expects.
  app.addHook('onRequest', async (request, reply) => {
    const { url } = request.raw;
    if (!url?.startsWith(`${ISSUER_MOUNT_PATH}/`) || url.startsWith(`${ISSUER_MOUNT_PATH}/interaction/`))
      return;
    reply.hijack();
    Object.assign(request.raw, { originalUrl: url, url: url.slice(ISSUER_MOUNT_PATH.length) });
    callback(request.raw, reply.raw);
  });

  return provider;
};

export { errors as issuerErrors };
