import Fastify from 'fastify';
import { createEndedSignIns } from './auth/endedSignIns';
import { embeddedIssuerPlugin } from './auth/issuer/embeddedIssuer';
import { issuerAccounts } from './auth/issuer/issuerAccounts';
import { loadSigningKey, type SigningKey } from './auth/signingKey';
import { resolveTokenAuthority } from './auth/tokenAuthority';
import { portalOrigins, type ServerConfig, tokenIssuer } from './config';
import { compressionPlugin } from './http/compression';
import { envelopeRoutesPlugin } from './http/envelopeRoutes';
import { errorAnswersPlugin } from './http/errorAnswers';
import { fileRoutePlugin } from './http/fileRoute';
import { healthPlugin, identityProviderCheck } from './http/health';
import { portalFilesPlugin } from './http/portalFiles';
import { rateLimitsPlugin } from './http/rateLimits';
import { allowSignInRedirects, securityHeadersPlugin } from './http/securityHeaders';
import { signOutRoutesPlugin } from './http/signOutRoutes';
import { uploadLimitsPlugin } from './http/uploadLimits';
import { uploadRoutePlugin } from './http/uploadRoute';
import { xsrfPlugin } from './http/xsrf';
import { jobsPlugin } from './jobs/jobsPlugin';
import { metricsPlugin } from './observability/metrics';
import { portalConfigPlugin } from './portalConfig';
import { databasePlugin } from './setup/databasePlugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The embedded issuer's key and address, for tools and tests that sign tokens. */
    tokenSigning: { signingKey: SigningKey; issuer: string };
  }
}

/** Room for the envelope around the largest document's data URL (base64 grows 4/3). */
const ENVELOPE_OVERHEAD_BYTES = 64 * 1024;

const bodyLimitFor = (maxUploadBytes: number) => Math.ceil(maxUploadBytes / 3) * 4 + ENVELOPE_OVERHEAD_BYTES;

/**
 * The whole server as a function, so tests start it in-process on a free port: Fastify plugins
 * registered in the order their hooks must run. The caller owns `listen`; `close` stops the jobs,
 * then closes the database.
 */
export const buildServer = async (config: ServerConfig) => {
  const bodyLimit = bodyLimitFor(config.maxUploadBytes);
  const { trustProxy } = config;
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit,
    // X-Forwarded-For and -Proto count only from the proxy named here (request.ip, request.protocol).
    // A number of hops is a function to Fastify's types, though its runtime takes the number too.
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    // A socket silent this long is closed, and a request must arrive whole within its deadline
    // (slow-loris callers); an idle keep-alive connection ends after keepAliveTimeout.
    connectionTimeout: config.timeouts.connectionMs,
    requestTimeout: config.timeouts.requestMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    // No limit on a plugin's start: the database's waits for another instance's migrations (the
    // advisory lock) and migrates a table of any size, which no fixed time bounds.
    pluginTimeout: 0,
  });
  await app.register(databasePlugin, { config });
  // Before the jobs, whose runs it counts, and before any hook that could answer first.
  await app.register(metricsPlugin, { config });
  // Loaded only with traces on: a server without them never loads the OpenTelemetry API.
  if (config.tracing) await app.register((await import('./observability/tracing')).tracingPlugin);
  const signingKey = await loadSigningKey(config.dataDir);
  const issuer = tokenIssuer(config);
  app.decorate('tokenSigning', { signingKey, issuer });
  await app.register(jobsPlugin, { config });
  await app.register(errorAnswersPlugin);
  // Before the routes it must cover: it attaches itself to routes as they are declared.
  await app.register(compressionPlugin);
  await app.register(healthPlugin, { mail: config.mail });

  // An unreachable external issuer does not stop the start: its discovery is retried in the
  // background until it answers (docs/sign-in.md, "When the organisation's sign-in is down").
  const authority = await resolveTokenAuthority(config, signingKey, {
    retry: config.issuerDiscoveryRetry,
    log: app.log,
  });
  app.addHook('onClose', async () => authority.close());
  app.readiness.set(identityProviderCheck(authority));
  // The sign-ins that ended, shared by every instance through the database (docs/sign-in.md).
  const endedSignIns = createEndedSignIns({ maxAgeSeconds: config.accessTokenMaxAgeSeconds });
  // Headers and limits first: the embedded issuer's hook hijacks /oidc requests, and no hook
  // registered after it runs for them.
  await app.register(securityHeadersPlugin, {
    // The browser redeems its sign-in code and renews its tokens at the issuer's token endpoint, which
    // is another origin for an external issuer, or for the portal opened at a loopback alias. Read on
    // every answer: an issuer discovered after start-up may have its token endpoint elsewhere.
    connectOrigins: authority.connectOrigins,
  });
  await app.register(rateLimitsPlugin, { limits: config.rateLimits, verify: authority.verify });
  await app.register(uploadLimitsPlugin, {
    limits: config.uploadLimits,
    quotas: config.uploadQuotas,
    bodyLimit,
    verify: authority.verify,
  });
  if (authority.isEmbedded) {
    // The sign-in page's form ends in a redirect to the portal, at any of its registered origins.
    allowSignInRedirects(app, portalOrigins(config));
    await app.register(embeddedIssuerPlugin, {
      issuer,
      signingKey,
      portalOrigins: portalOrigins(config),
      accounts: issuerAccounts(app.database.db),
      accessTokenTtlSeconds: config.accessTokenTtlSeconds,
      sessionMaxSeconds: config.sessionMaxSeconds,
      // A grant revoked (logout at the issuer, a refresh token used twice) ends its session's tokens.
      onSessionEnded: (sessionId) =>
        endedSignIns.end(app.database.db, issuer, { kind: 'sid', value: sessionId }, 'grantRevoked'),
    });
  }
  await app.register(xsrfPlugin);
  await app.register(portalConfigPlugin, { config, signIn: authority.portal });
  await app.register(signOutRoutesPlugin, {
    database: app.database,
    verify: authority.verify,
    verifyLogoutToken: authority.verifyLogoutToken,
    endedSignIns,
    issuer: authority.issuer,
  });
  const envelopeOptions = {
    verify: authority.verify,
    context: { database: app.database, config },
    endedSignIns,
  };
  await app.register(envelopeRoutesPlugin, envelopeOptions);
  await app.register(uploadRoutePlugin, envelopeOptions);
  await app.register(fileRoutePlugin, envelopeOptions);
  await app.register(portalFilesPlugin, { portalDist: config.portalDist });
  return app;
};
