import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config';
import { mintToken } from '../src/tools/mintToken';

describe('npm run token', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'cet-token-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("prints an access token of the embedded issuer for a user's fiscal code", async () => {
    const token = await mintToken('rssmra80a01h501u', { DATA_DIR: dataDir, PORT: '9090' });
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      sub: 'RSSMRA80A01H501U',
      iss: 'http://localhost:9090/oidc',
      aud: 'cet-portal',
    });
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it('refuses when an external issuer signs users in', async () => {
    await expect(
      mintToken('RSSMRA80A01H501U', {
        DATA_DIR: dataDir,
        OIDC_ISSUER: 'https://sso.example.org/realms/regione',
      }),
    ).rejects.toThrow(ConfigError);
  });

  it('refuses without a fiscal code', async () => {
    await expect(mintToken('', { DATA_DIR: dataDir })).rejects.toThrow(/indica un codice fiscale/);
  });
});
