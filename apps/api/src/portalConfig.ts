import type { PortalConfig } from '@cet-portal/api-client/contract';
import fp from 'fastify-plugin';
import type { PortalSignIn } from './auth/tokenAuthority';
import type { ServerConfig } from './config';

/**
 * `GET /api/config`: what the portal needs before anyone signs in — where the sign-in page is, the
 * manual's address and the committee's contacts. The portal reads it at start, so one build serves any issuer.
 * `signIn` is read on every answer: null while the organisation's issuer has not been discovered, so
 * the portal says sign-in is unavailable, and the issuer's endpoints once it has, with no restart.
 */
export const portalConfigPlugin = fp<{ config: ServerConfig; signIn: () => PortalSignIn | null }>(
  async (app, { config, signIn }) => {
    app.get('/api/config', async (): Promise<PortalConfig> => {
      const oidc = signIn();
      return {
        oidc,
        manualUrl: config.manualUrl ?? null,
        contacts: config.contacts,
        // The site's address is the first portal origin: the one users are told to browse.
        accessibility: {
          ...config.accessibility,
          siteUrl: oidc?.portalOrigins[0] ?? new URL(config.publicUrl).origin,
        },
      };
    });
  },
  { name: 'portal-config' },
);
