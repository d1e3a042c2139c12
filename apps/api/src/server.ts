import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { type Database, openDatabase } from './db/database';
import { registerPortalConfig } from './portalConfig';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

const apiError = (code: string, message: string) => ({ error: { code, message } });

/** Paths the single-page portal must never answer with its index page. */
const isServerPath = (url: string) => url.startsWith('/api') || url.startsWith('/oidc');

/**
 * The whole server as a function, so tests start it in-process on a free port.
 * The caller owns `listen`; `close` also closes the database.
 */
export const buildServer = async (config: ServerConfig): Promise<FastifyInstance> => {
  const app = Fastify({ logger: { level: config.logLevel } });
  const database = await openDatabase(config);
  app.decorate('database', database);
  app.addHook('onClose', async () => {
    await database.close();
  });

  app.get('/api/health', async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ok' };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send(apiError('UNAVAILABLE', 'Database non raggiungibile'));
    }
  });

  registerPortalConfig(app, config);

  const portalIndex = config.portalDist ? join(config.portalDist, 'index.html') : undefined;
  if (config.portalDist && portalIndex && existsSync(portalIndex)) {
    await app.register(fastifyStatic, { root: config.portalDist, wildcard: false, index: 'index.html' });
  }

  app.setNotFoundHandler((request, reply) => {
    if (isServerPath(request.url) || !portalIndex || !existsSync(portalIndex) || request.method !== 'GET') {
      return reply
        .code(404)
        .send(apiError('NOT_FOUND', `Risorsa non trovata: ${request.method} ${request.url.split('?')[0]}`));
    }
    // Client-side routes (/requestList, /showRequest/…) are the portal's: it renders them, or its own 404.
    return reply.type('text/html').sendFile('index.html');
  });

  return app;
};
