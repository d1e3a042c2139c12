import { randomBytes, timingSafeEqual } from 'node:crypto';
import { XSRF_COOKIE, XSRF_HEADER } from '@cet-portal/api-client/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_PATH, FILE_PATH, PUBLIC_API_PATH, UPLOAD_PATH } from './apiPaths';
import { errorBody } from './errors';

/** The envelope endpoints, the file route (an envelope too) and the upload route (always a change). */
const CHECKED_PATHS = new Set([API_PATH, PUBLIC_API_PATH, FILE_PATH, UPLOAD_PATH]);
/** Logical methods that read only; every other envelope changes something. */
const SAFE_METHODS = new Set(['GET', 'HEAD']);
const COOKIE_VALUE = /^[A-Za-z0-9_-]{16,128}$/;

const readCookie = (request: FastifyRequest): string | undefined => {
  const match = new RegExp(`(?:^|;\\s*)${XSRF_COOKIE}=([^;]*)`).exec(request.headers.cookie ?? '')?.[1];
  return match && COOKIE_VALUE.test(match) ? match : undefined;
};

const sameToken = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The envelope's logical method; none for the upload route's multipart body, which is never read here. */
const envelopeMethod = (body: unknown) =>
  typeof body === 'object' && body !== null && 'method' in body ? String(body.method) : '';

/**
 * Cross-site request forgery protection by double submit: every API answer sets a random
 * `XSRF-TOKEN` cookie when the browser has none, and a state-changing envelope must repeat it in
 * `X-XSRF-TOKEN`, which another site's page can neither read nor forge.
 */
export const xsrfPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api') || readCookie(request)) return;
      const secure = request.protocol === 'https' ? '; Secure' : '';
      reply.header(
        'set-cookie',
        `${XSRF_COOKIE}=${randomBytes(24).toString('base64url')}; Path=/; SameSite=Strict${secure}`,
      );
    });

    app.addHook('preHandler', async (request, reply) => {
      if (request.method !== 'POST' || !CHECKED_PATHS.has(request.url.split('?')[0] ?? '')) return;
      if (SAFE_METHODS.has(envelopeMethod(request.body).toUpperCase())) return;
      const cookie = readCookie(request);
      const header = request.headers[XSRF_HEADER.toLowerCase()];
      if (cookie && typeof header === 'string' && sameToken(cookie, header)) return;
      return reply
        .code(403)
        .send(
          errorBody(
            'XSRF',
            'Richiesta rifiutata: manca o non corrisponde il token anti-contraffazione (X-XSRF-TOKEN). Ricarica la pagina e riprova.',
          ),
        );
    });
  },
  { name: 'xsrf' },
);
