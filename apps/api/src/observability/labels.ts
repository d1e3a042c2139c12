import { matchCall } from '@cet-portal/api-client/contract';
import type { FastifyRequest } from 'fastify';
import { API_PATH, PUBLIC_API_PATH } from '../http/apiPaths';

/** The envelope endpoints, whose requests also carry the name of the call they make. */
export const isEnvelopeRoute = (route: string) => route === API_PATH || route === PUBLIC_API_PATH;

/**
 * The contract's name of the call an envelope makes (`request.find`), or 'unknown' for a body that
 * names none: only the contract's names, so a caller cannot mint label values (and series) at will.
 */
export const callLabel = (body: unknown): string => {
  if (typeof body !== 'object' || body === null) return 'unknown';
  const { method, path } = body as { method?: unknown; path?: unknown };
  if (typeof method !== 'string' || typeof path !== 'string') return 'unknown';
  return matchCall(method, path)?.call.key ?? 'unknown';
};

/**
 * A request's route, from a fixed set: the server's own route patterns (`/api`, `/api/health`,
 * `/oidc/interaction/:uid`), `/oidc/*` for what oidc-provider answers before Fastify routes it,
 * `portal` for the built portal's files and pages (one route per file, renamed by each build), and
 * `unmatched` for any other address, which is a 404.
 */
export const routeLabel = (request: FastifyRequest, statusCode: number): string => {
  const pattern = request.routeOptions.url;
  if (pattern?.startsWith('/api') || pattern?.startsWith('/oidc')) return pattern;
  if (request.originalUrl.startsWith('/oidc/')) return '/oidc/*';
  if (pattern) return 'portal';
  return statusCode === 404 ? 'unmatched' : 'portal';
};
