import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { errorAnswer } from './errorAnswer';

/** Every failure leaves as the wire contract's error answer (`errorAnswer`). */
export const errorAnswersPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, _request, reply) => {
      const { status, body } = errorAnswer(error, app.log);
      return reply.code(status).send(body);
    });
  },
  { name: 'error-answers' },
);
