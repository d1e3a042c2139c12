import { createHash } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { TokenVerifier } from '../auth/accessToken';
import { TOKEN_PATHS } from './apiPaths';

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Addresses that take a token: the envelope's and the file routes'. The public one never does, so a
 * token there counts for nothing.
 */
const isTokenAddress = (url: string) => TOKEN_PATHS.has(url.split('?')[0] ?? '');

/** A caller's address; IPv6 by its /64, the range one host usually holds (as @fastify/rate-limit does). */
export const addressKey = (request: FastifyRequest) => `address:${normalizeIP(request.ip)}`;

const keys = new WeakMap<FastifyRequest, Promise<string>>();

const identify = async (request: FastifyRequest, verify: TokenVerifier): Promise<string> => {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (!token || !isTokenAddress(request.url)) return addressKey(request);
  try {
    // Only a verified token names a user: an unverified `sub` would let a caller pick a fresh key per call.
    const { fiscalCode } = await verify(token);
    // Hashed: the limiters' memory holds no fiscal code.
    return `user:${createHash('sha256').update(fiscalCode).digest('base64url').slice(0, 22)}`;
  } catch {
    return addressKey(request);
  }
};

/**
 * Whom a request counts against in the limits: its user when it carries a valid token, else its
 * address. Worked out once per request, as several limits ask.
 */
export const callerKey = (request: FastifyRequest, verify: TokenVerifier): Promise<string> => {
  let key = keys.get(request);
  if (!key) {
    key = identify(request, verify);
    keys.set(request, key);
  }
  return key;
};
