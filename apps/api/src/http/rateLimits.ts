import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { TokenVerifier } from '../auth/accessToken';
import type { ServerConfig } from '../config';
import { tooManyRequests } from '../core/refusal';
import { addressKey, callerKey } from './caller';

const MINUTE_MS = 60_000;

/** The sign-in form's POST (`/oidc/interaction/<uid>/login`): where a guesser would knock. */
const SIGN_IN_POST = /^\/oidc\/interaction\/[^/]+\/login$/;

/** `GET /api/health`, `/api/health/live`, `/api/health/ready`. */
const isHealthPath = (path: string) => path === '/api/health' || path.startsWith('/api/health/');

const seconds = (count: number) => (count === 1 ? '1 secondo' : `${count} secondi`);

/** The contract's error answer for a caller over a limit, with the wait in `Retry-After` and in words. */
export const refuseTooMany = (reply: FastifyReply, waitSeconds: number, message?: string) => {
  reply.header('Retry-After', String(waitSeconds));
  return tooManyRequests(message ?? `Troppe richieste: riprova tra ${seconds(waitSeconds)}`);
};

/**
 * Requests per minute: on `/api` per caller (its user, or its address without a valid token), on
 * `/oidc` per address, and the sign-in form's POSTs per address on a tighter budget. One global
 * `onRequest` hook, so it must be registered before the embedded issuer's hook, which takes
 * oidc-provider's requests away from Fastify (hijacks them) before any route's hooks could run.
 * Counts live in this process's memory: each instance behind a proxy counts for itself.
 */
export const rateLimitsPlugin = fp<{ limits: ServerConfig['rateLimits']; verify: TokenVerifier }>(
  async (app, { limits, verify }) => {
    // Not global: the limits below are applied by hand, as the issuer's paths are no Fastify routes.
    await app.register(fastifyRateLimit, { global: false });
    const api = app.createRateLimit({
      max: limits.apiPerMinute,
      timeWindow: MINUTE_MS,
      keyGenerator: (request) => callerKey(request, verify),
    });
    const issuer = app.createRateLimit({
      max: limits.oidcPerMinute,
      timeWindow: MINUTE_MS,
      keyGenerator: addressKey,
    });
    const signIn = app.createRateLimit({
      max: limits.signInPerMinute,
      timeWindow: MINUTE_MS,
      keyGenerator: addressKey,
    });

    app.addHook('onRequest', async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      const limiters = [];
      // The health checks are polled by orchestrators and load balancers, often several from one
      // address: counted with the calls, a busy office behind the same NAT could take an instance out of
      // rotation. They read no one's data, and the readiness check's work is bounded (health.ts).
      if (isHealthPath(path)) return;
      if (path === '/api' || path.startsWith('/api/')) limiters.push(api);
      else if (path.startsWith('/oidc/')) {
        limiters.push(issuer);
        if (request.method === 'POST' && SIGN_IN_POST.test(path)) limiters.push(signIn);
      }
      for (const limiter of limiters) {
        const outcome = await limiter(request);
        if ('isExceeded' in outcome && outcome.isExceeded) throw refuseTooMany(reply, outcome.ttlInSeconds);
      }
    });
  },
  { name: 'rate-limits' },
);
