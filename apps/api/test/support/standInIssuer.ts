import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSigningKey, type SigningKey } from '../../src/auth/signingKey';

/**
 * The organisation's single sign-on as an external server plays it: discovery and a JWKS on loopback,
 * and access tokens signed with its key (`tokenSigning`, for `createApi`). It signs nobody in through a
 * browser: a test mints the tokens the issuer would give.
 */
export const startStandInIssuer = async (port = 0) => {
  const keyFolder = await mkdtemp(join(tmpdir(), 'cet-issuer-'));
  const signingKey: SigningKey = await loadSigningKey(keyFolder);
  let issuer = '';
  const server = createServer((request, response) => {
    const documents: Record<string, unknown> = {
      '/.well-known/openid-configuration': {
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        end_session_endpoint: `${issuer}/logout`,
        jwks_uri: `${issuer}/jwks`,
        id_token_signing_alg_values_supported: ['RS256'],
      },
      '/jwks': { keys: [signingKey.publicJwk] },
    };
    const document = documents[request.url ?? ''];
    response.writeHead(document ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(document ?? { error: 'not_found' }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('stand-in issuer: no address');
  issuer = `http://127.0.0.1:${address.port}`;
  return {
    issuer,
    tokenSigning: { signingKey, issuer },
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(keyFolder, { recursive: true, force: true });
    },
  };
};
