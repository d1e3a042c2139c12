import { signAccessToken } from '../auth/accessToken';
import { loadSigningKey } from '../auth/signingKey';
import { ConfigError, loadConfig, tokenIssuer } from '../config';

const FISCAL_CODE = /^[A-Z0-9_.-]{1,64}$/;

/**
 * An access token from the embedded issuer's key, for scripts, benchmarks and tests (`npm run token`).
 * Only the embedded issuer's: with an external issuer the server trusts that issuer alone.
 */
export const mintToken = async (fiscalCode: string, env: NodeJS.ProcessEnv = process.env) => {
  const config = loadConfig(env);
  if (config.externalIssuer) {
    throw new ConfigError(
      `npm run token: con OIDC_ISSUER impostato i token li emette ${config.externalIssuer.issuer}, non questo server`,
    );
  }
  const code = fiscalCode.trim().toUpperCase();
  if (!FISCAL_CODE.test(code))
    throw new ConfigError('npm run token: indica un codice fiscale, ad esempio RSSMRA80A01H501U');
  const signingKey = await loadSigningKey(config.dataDir);
  // As long-lived as the API accepts: scripts and benchmarks run longer than a user's token lasts.
  return signAccessToken(code, {
    signingKey,
    issuer: tokenIssuer(config),
    expiresIn: `${config.accessTokenMaxAgeSeconds}s`,
  });
};
