import fp from 'fastify-plugin';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../db/unavailable';
import { errorBody } from './errors';

/** `GET /api/health`: 200 while the database answers, 503 otherwise (what a load balancer polls). */
export const healthPlugin = fp(
  async (app) => {
    app.get('/api/health', async (_request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ok' };
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send(errorBody('UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE));
      }
    });
  },
  { name: 'health', dependencies: ['database'] },
);
