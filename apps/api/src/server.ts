import { existsSync } from 'node:fs';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { mountEmbeddedIssuer } from './auth/issuer/embeddedIssuer';
import { issuerAccounts } from './auth/issuer/issuerAccounts';
import { loadSigningKey, type SigningKey } from './auth/signingKey';
import { resolveTokenAuthority } from './auth/tokenAuthority';
import { type ServerConfig, tokenIssuer } from './config';
import { type Database, openDatabase } from './db/database';
import { seedReferenceData } from './db/referenceData';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './db/unavailable';
import { seedDemoData } from './demo/seedDemoData';
import { registerCompression } from './http/compression';
import { registerEnvelopeRoutes } from './http/envelopeRoutes';
import { asHttpError, errorBody } from './http/errors';
import { registerPortalFiles } from './http/portalFiles';
import { registerRateLimits } from './http/rateLimits';
import { allowSignInRedirects, registerSecurityHeaders } from './http/securityHeaders';
import { registerUploadLimits } from './http/uploadLimits';
import { registerXsrfProtection } from './http/xsrf';
import { type DeadlineJob, startDeadlineJob } from './jobs/deadlines';
import { type NotificationJob, smtpSender, startNotificationJob } from './jobs/notificationDelivery';
import { type ProtocolJob, startProtocolJob } from './jobs/protocol';
import { startTallyCompactionJob } from './jobs/tallyCompaction';
import { registerPortalConfig } from './portalConfig';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    protocolJob: ProtocolJob;
    deadlineJob: DeadlineJob;
    /** Null without SMTP_URL and MAIL_FROM: the messages then stay in the outbox for ADMIN to read. */
    notificationJob: NotificationJob | null;
    /** The embedded issuer's key and address, for tools and tests that sign tokens. */
    tokenSigning: { signingKey: SigningKey; issuer: string };
  }
}

/** Advisory lock key that serialises start-up work (migrations, seeding) across instances. */
const STARTUP_LOCK = 0x43455400;

/** Room for the envelope around the largest document's data URL (base64 grows 4/3). */
const ENVELOPE_OVERHEAD_BYTES = 64 * 1024;

const bodyLimitFor = (maxUploadBytes: number) => Math.ceil(maxUploadBytes / 3) * 4 + ENVELOPE_OVERHEAD_BYTES;

/** PostgreSQL's unique_violation: two writers raced for the same value. */
const UNIQUE_VIOLATION = '23505';

/** PostgreSQL's class 22, data exception: a value the schema let through but the column cannot hold. */
const isDataException = (code: string | undefined) => code?.length === 5 && code.startsWith('22');

/** The SQLSTATE of a failed query; drizzle wraps the driver's error as its `cause`. */
const sqlState = (error: Error): string | undefined => {
  const cause = error.cause as { code?: unknown } | undefined;
  return typeof cause?.code === 'string' ? cause.code : undefined;
};

/**
 * Paths the single-page portal must never answer with its index page: the server's, and the build's
 * files, so that a missing script or a refused source map is a 404 rather than HTML.
 */
const isServerPath = (url: string) =>
  url.startsWith('/api') || url.startsWith('/oidc') || url.startsWith('/assets/');

const answerError = (app: FastifyInstance, error: FastifyError & { code?: string }) => {
  const refusal = asHttpError(error);
  if (refusal) return { status: refusal.status, body: errorBody(refusal.code, refusal.message) };
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return {
      status: 413,
      body: errorBody('PAYLOAD_TOO_LARGE', 'La chiamata supera la dimensione massima consentita'),
    };
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return {
      status: 415,
      body: errorBody(
        'UNSUPPORTED_MEDIA_TYPE',
        'La chiamata deve essere JSON (Content-Type: application/json)',
      ),
    };
  }
  const state = sqlState(error);
  if (state === UNIQUE_VIOLATION) {
    return {
      status: 409,
      body: errorBody('CONFLICT', 'Il dato è già presente: riprova dopo aver ricaricato'),
    };
  }
  if (isDataException(state)) {
    return {
      status: 400,
      body: errorBody('BAD_REQUEST', "Dati non validi: un valore è fuori dall'intervallo ammesso"),
    };
  }
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    const message =
      error instanceof SyntaxError ? 'Il corpo della chiamata non è JSON valido' : error.message;
    return { status: error.statusCode, body: errorBody('BAD_REQUEST', message) };
  }
  if (isDatabaseUnavailable(error)) {
    // Nothing was written (the transaction could not commit): the user may simply try again.
    app.log.warn({ err: error }, 'database unavailable');
    return { status: 503, body: errorBody('UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE) };
  }
  app.log.error({ err: error }, 'unexpected error');
  return { status: 500, body: errorBody('SERVER_ERROR', 'Errore interno del server') };
};

/**
 * The whole server as a function, so tests start it in-process on a free port.
 * The caller owns `listen`; `close` also stops the protocol job and closes the database.
 */
export const buildServer = async (config: ServerConfig): Promise<FastifyInstance> => {
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
  });
  const database = await openDatabase({
    ...config,
    onIdleError: (error) => app.log.warn({ err: error }, 'database connection lost while idle'),
    onQuery:
      config.logLevel === 'trace'
        ? (query, params) => app.log.trace({ sql: query, params }, 'sql')
        : undefined,
  });
  app.decorate('database', database);
  try {
    await database.withAdvisoryLock(
      STARTUP_LOCK,
      async () => {
        await database.migrate();
        await seedReferenceData(database.db);
        if (config.demoData) await seedDemoData(database.db);
      },
      { wait: true },
    );
  } catch (error) {
    await database.close();
    throw error;
  }

  const signingKey = await loadSigningKey(config.dataDir);
  const issuer = tokenIssuer(config);
  app.decorate('tokenSigning', { signingKey, issuer });
  const protocolJob = startProtocolJob(database, { intervalMs: config.protocolJobIntervalMs, log: app.log });
  app.decorate('protocolJob', protocolJob);
  const deadlineJob = startDeadlineJob(database, {
    intervalMs: config.deadlineJobIntervalMs,
    log: app.log,
    now: config.now,
  });
  app.decorate('deadlineJob', deadlineJob);
  const tallyCompactionJob = startTallyCompactionJob(database, app.log);
  const notificationJob = config.mail
    ? startNotificationJob(database, {
        intervalMs: config.notificationJobIntervalMs,
        log: app.log,
        sender: smtpSender(config.mail.smtpUrl),
        from: config.mail.from,
        publicUrl: config.publicUrl,
        retryBaseMs: config.notificationRetryBaseMs,
      })
    : null;
  app.decorate('notificationJob', notificationJob);
  app.addHook('onClose', async () => {
    await protocolJob.stop();
    await deadlineJob.stop();
    await tallyCompactionJob.stop();
    await notificationJob?.stop();
    await database.close();
  });

  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const { status, body } = answerError(app, error);
    return reply.code(status).send(body);
  });

  await registerCompression(app);

  app.get('/api/health', async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ok' };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send(errorBody('UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE));
    }
  });

  const authority = await resolveTokenAuthority(config, signingKey);
  // Headers and limits first: the embedded issuer's hook hijacks /oidc requests, and no hook
  // registered after it runs for them.
  await registerSecurityHeaders(app, {
    // The browser redeems its sign-in code and renews its tokens at the issuer's token endpoint, which
    // is another origin for an external issuer, or for the portal opened at a loopback alias.
    connectOrigins: [new URL(authority.portal.tokenEndpoint).origin],
  });
  await registerRateLimits(app, { limits: config.rateLimits, verify: authority.verify });
  registerUploadLimits(app, { limits: config.uploadLimits, bodyLimit, verify: authority.verify });
  if (authority.isEmbedded) {
    // The sign-in page's form ends in a redirect to the portal, at any of its registered origins.
    allowSignInRedirects(app, authority.portal.portalOrigins);
    await mountEmbeddedIssuer(app, {
      issuer,
      signingKey,
      portalOrigins: authority.portal.portalOrigins,
      accounts: issuerAccounts(database.db),
      accessTokenTtlSeconds: config.accessTokenTtlSeconds,
      sessionMaxSeconds: config.sessionMaxSeconds,
    });
  }
  registerXsrfProtection(app);
  registerPortalConfig(app, config, authority.portal);
  registerEnvelopeRoutes(app, authority.verify, { database, config });

  const portalIndex = await registerPortalFiles(app, config.portalDist);

  app.setNotFoundHandler((request, reply) => {
    const isPageRead = request.method === 'GET' || request.method === 'HEAD';
    if (isServerPath(request.url) || !portalIndex || !existsSync(portalIndex) || !isPageRead) {
      return reply
        .code(404)
        .send(errorBody('NOT_FOUND', `Risorsa non trovata: ${request.method} ${request.url.split('?')[0]}`));
    }
    // Client-side routes (/requestList, /showRequest/…) are the portal's: it renders them, or its own 404.
    return reply.type('text/html').sendFile('index.html');
  });

  return app;
};
