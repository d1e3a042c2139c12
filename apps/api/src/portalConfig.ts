import type { PortalConfig } from '@cet-portal/api-client/contract';
import fp from 'fastify-plugin';
import type { PortalSignIn } from './auth/tokenAuthority';
import { LOGO_PATH, loadCommitteeIdentity, loadUploadedLogo } from './committee/identity';
import { readInstallationLogo } from './committee/logo';
import type { ServerConfig } from './config';
import { errorBody } from './http/errors';

/**
 * `GET /api/config`: what the portal needs before anyone signs in — where the sign-in page is, the
 * manual's address and the committee's contacts. The portal reads it at start, so one build serves any issuer.
 * `signIn` is read on every answer: null while the organisation's issuer has not been discovered, so
 * the portal says sign-in is unavailable, and the issuer's endpoints once it has, with no restart.
 */
export const portalConfigPlugin = fp<{ config: ServerConfig; signIn: () => PortalSignIn | null }>(
  async (app, { config, signIn }) => {
    const installationLogo = await readInstallationLogo(config.identity.logoFile);
    app.get('/api/config', async (): Promise<PortalConfig> => {
      const oidc = signIn();
      // ADMIN's identity or the installation's, read on every answer: a save shows on the next page
      // load of every instance, with no rebuild and no restart.
      const identity = await loadCommitteeIdentity(app.database.db, config);
      return {
        oidc,
        manualUrl: identity.manualUrl,
        identity: {
          name: identity.name,
          department: identity.department,
          logoUrl: identity.logoUrl,
          primaryColor: identity.primaryColor,
        },
        contacts: {
          addressLines: identity.addressLines,
          email: identity.email,
          pec: identity.pec,
          phone: identity.phone,
        },
        // The site's address is the first portal origin: the one users are told to browse.
        accessibility: {
          ...config.accessibility,
          siteUrl: oidc?.portalOrigins[0] ?? new URL(config.publicUrl).origin,
        },
      };
    });
    // An image of this server (img-src 'self'), its type taken from its bytes when it was accepted;
    // revalidated on each visit, its address changing with every upload.
    app.get(LOGO_PATH, async (_request, reply) => {
      const uploaded = await loadUploadedLogo(app.database.db);
      const logo =
        uploaded.kind === 'uploaded' ? uploaded : uploaded.kind === 'installation' ? installationLogo : null;
      if (!logo) return reply.code(404).send(errorBody('NOT_FOUND', 'Il comitato non ha un logo'));
      return reply
        .header('Content-Type', logo.contentType)
        .header('Cache-Control', 'no-cache')
        .header('Content-Disposition', 'inline; filename="logo"')
        .send(logo.bytes);
    });
  },
  { name: 'portal-config', dependencies: ['database'] },
);
