import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';

/** The embedded issuer's client of the portal (ARCHITECTURE.md, sign-in). */
export const PORTAL_CLIENT_ID = 'cet-portal';

/**
 * `GET /api/config`: what the portal needs before anyone signs in — where the sign-in page is and
 * the manual's address. The portal reads it at start, so one build serves any issuer.
 */
export const registerPortalConfig = (app: FastifyInstance, config: ServerConfig) => {
  app.get('/api/config', async () => ({
    oidc: { authorizationEndpoint: '/oidc/auth', clientId: PORTAL_CLIENT_ID, scope: 'openid' },
    manualUrl: config.manualUrl ?? null,
  }));
};
