import type { PortalConfig } from '@cet-portal/api-client/contract';
import fp from 'fastify-plugin';
import type { PortalSignIn } from './auth/tokenAuthority';
import type { ServerConfig } from './config';

/**
 * `GET /api/config`: what the portal needs before anyone signs in — where the sign-in page is, the
 * manual's address and the committee's contacts. The portal reads it at start, so one build serves any issuer.
 */
export const portalConfigPlugin = fp<{ config: ServerConfig; signIn: PortalSignIn }>(
  async (app, { config, signIn }) => {
    app.get(
      '/api/config',
      async (): Promise<PortalConfig> => ({
        oidc: signIn,
        manualUrl: config.manualUrl ?? null,
        contacts: config.contacts,
        // The site's address is the first portal origin: the one users are told to browse.
        accessibility: { ...config.accessibility, siteUrl: signIn.portalOrigins[0] ?? '' },
      }),
    );
  },
  { name: 'portal-config' },
);
