import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTokenVerifier, localKeys, signAccessToken } from '../src/auth/accessToken';
import { loadSigningKey } from '../src/auth/signingKey';
import { type Api, createApi } from './support/api';
import { as, DEMO_ACCOUNTS, fingerprint, seedAccounts } from './support/fixtures';
import { startTestServer, type TestServer } from './support/testServer';

const MARIO = DEMO_ACCOUNTS.marioRossi.fiscalCode;
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('authentication with bearer tokens', () => {
  let server: TestServer;
  let api: Api;

  beforeAll(async () => {
    server = await startTestServer();
    api = createApi(server);
    await seedAccounts(server);
  });
  afterAll(() => server.stop());

  const withToken = (token: string) => ({ token, role: 'RIC' as const });

  it('given a valid token, the user is known and the last activity is recorded', async () => {
    const me = await api.ok('user.me', {}, as('marioRossi'));
    expect(me.fiscalCode).toBe(MARIO);
    expect(me.corporate?.surname).toBe('Farmaceutica Alfa S.p.A.');
    expect(me.lastActivity).not.toBeNull();
  });

  it('refuses a call without a token with 401 and says why', async () => {
    const result = await api.call('user.me', {}, { role: 'RIC' });
    expect(result.status).toBe(401);
    expect(result.error?.message).toContain('manca il token');
  });

  it('refuses an expired token, but tolerates 30 seconds of clock difference', async () => {
    const expired = await api.token(MARIO, { expiresIn: nowSeconds() - 120 });
    const refused = await api.call('user.me', {}, withToken(expired));
    expect(refused.status).toBe(401);
    expect(refused.error?.message).toBe('Accesso negato: il token è scaduto');
    const justExpired = await api.token(MARIO, { expiresIn: nowSeconds() - 10 });
    expect((await api.call('user.me', {}, withToken(justExpired))).status).toBe(200);
  });

  it('refuses a token for another audience', async () => {
    const result = await api.call(
      'user.me',
      {},
      withToken(await api.token(MARIO, { audience: 'altro-portale' })),
    );
    expect(result.status).toBe(401);
    expect(result.error?.message).toContain('non è destinato a questo portale');
  });

  it('refuses a token from another issuer', async () => {
    const result = await api.call(
      'user.me',
      {},
      withToken(await api.token(MARIO, { issuer: 'https://evil.example/oidc' })),
    );
    expect(result.status).toBe(401);
    expect(result.error?.message).toContain('un altro emittente');
  });

  it('refuses an ID token, which proves who signed in but grants nothing', async () => {
    const result = await api.call('user.me', {}, withToken(await api.token(MARIO, { type: 'JWT' })));
    expect(result.status).toBe(401);
    expect(result.error?.message).toBe('Accesso negato: il token non è un token di accesso');
  });

  it('refuses a token made to live ten years, and one issued longer ago than the maximum age', async () => {
    const tenYears = await api.call('user.me', {}, withToken(await api.token(MARIO, { expiresIn: '10y' })));
    expect(tenYears.status).toBe(401);
    expect(tenYears.error?.message).toBe(
      'Accesso negato: il token ha una durata superiore a quella consentita',
    );
    const old = await api.token(MARIO, { issuedAt: nowSeconds() - 2 * 3600, expiresIn: nowSeconds() + 600 });
    const tooOld = await api.call('user.me', {}, withToken(old));
    expect(tooOld.status).toBe(401);
    expect(tooOld.error?.message).toBe('Accesso negato: il token è stato emesso troppo tempo fa');
  });

  it('refuses a token naming the system user JOB, even for the data of no role', async () => {
    const token = await api.token('JOB');
    for (const [call, role] of [
      ['user.me', 'RIC'],
      ['roles.getDataNoRole', null],
    ] as const) {
      const result = await api.call(call, {}, { token, role });
      expect(result.status).toBe(401);
      expect(result.error?.message).toBe("Accesso negato: l'utenza di sistema non può accedere");
    }
  });

  it('refuses a token whose payload was tampered with', async () => {
    const [header, , signature] = (await api.token(MARIO)).split('.');
    const forged = Buffer.from(
      JSON.stringify({ sub: DEMO_ACCOUNTS.marcoColombo.fiscalCode, aud: 'cet-portal' }),
    ).toString('base64url');
    const result = await api.call('user.me', {}, withToken(`${header}.${forged}.${signature}`));
    expect(result.status).toBe(401);
    expect(result.error?.message).toBe('Accesso negato: la firma del token non è valida');
  });

  it('refuses a token signed with a key it does not know', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: server.app.tokenSigning.signingKey.kid })
      .setSubject(MARIO)
      .setIssuer(server.app.tokenSigning.issuer)
      .setAudience('cet-portal')
      .setExpirationTime('1h')
      .sign(privateKey);
    expect((await api.call('user.me', {}, withToken(token))).status).toBe(401);
  });

  it('refuses a valid token of someone who is not a user, except to ask for the data of no role', async () => {
    const stranger = await api.token('ZZZZZZ99Z99Z999Z');
    const refused = await api.call('user.me', {}, { token: stranger, role: null });
    expect(refused.status).toBe(401);
    expect(refused.error?.message).toContain('nessun utente registrato con codice fiscale ZZZZZZ99Z99Z999Z');
    expect(await api.ok('roles.getDataNoRole', {}, { token: stranger, role: null })).toEqual({ user: null });
  });

  it('reads the fiscal code of a SPID identity (TINIT- prefix, any case)', async () => {
    const me = await api.ok(
      'user.me',
      {},
      { token: await api.token(`TINIT-${MARIO.toLowerCase()}`), role: 'RIC' },
    );
    expect(me.fiscalCode).toBe(MARIO);
  });

  it('refuses with 403 a role the user does not hold, and changes nothing', async () => {
    const before = await fingerprint(server);
    const result = await api.call('request.find', {}, as('marioRossi', 'SEG'));
    expect(result.status).toBe(403);
    expect(result.error?.message).toBe("Il ruolo SEG non è tra i ruoli dell'utente");
    expect(await fingerprint(server)).toEqual(before);
  });

  it('asks for an active role before a call that needs one, but not to read one’s own user', async () => {
    expect((await api.call('request.find', {}, { fiscalCode: MARIO, role: null })).status).toBe(403);
    expect((await api.call('user.me', {}, { fiscalCode: MARIO, role: null })).status).toBe(200);
  });

  it('lets a user with two roles act as either', async () => {
    expect(
      (
        await api.call(
          'request.decide',
          { _id: 'none', updated: new Date().toISOString(), state: 'SUBMITTED' },
          as('lauraRicci', 'SEG'),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await api.call(
          'request.decide',
          { _id: 'none', updated: new Date().toISOString(), state: 'SUBMITTED' },
          as('lauraRicci', 'CET'),
        )
      ).status,
    ).toBe(403);
  });
});

describe('the signing key and the token verifier', () => {
  it('creates an RS256 key pair once, keeps the private part readable by its owner only, and reuses it', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'cet-keys-'));
    const first = await loadSigningKey(dataDir);
    expect((await stat(join(dataDir, 'keys', 'signing-key.private.jwk.json'))).mode & 0o777).toBe(0o600);
    const again = await loadSigningKey(dataDir);
    expect(again.kid).toBe(first.kid);
    expect(again.publicJwk).not.toHaveProperty('d');
    await rm(dataDir, { recursive: true });
  });

  it('reads the fiscal code from a configured claim', async () => {
    const signingKey = await loadSigningKey(await mkdtemp(join(tmpdir(), 'cet-keys-')));
    const issuer = 'http://localhost:8080/oidc';
    const verify = createTokenVerifier({ keys: localKeys(signingKey), issuer, claim: 'fiscalNumber' });
    const token = await signAccessToken('TINIT-RSSMRA80A01H501U', {
      signingKey,
      issuer,
      claim: 'fiscalNumber',
    });
    expect(await verify(token)).toMatchObject({ fiscalCode: 'RSSMRA80A01H501U', email: null });
    const withoutClaim = await signAccessToken('RSSMRA80A01H501U', { signingKey, issuer });
    await expect(verify(withoutClaim)).rejects.toThrow(
      'il token non contiene il codice fiscale (fiscalNumber)',
    );
  });

  it('given a token accepted once, then it is refused as expired once its time is up, and a refused token is refused again', async () => {
    const signingKey = await loadSigningKey(await mkdtemp(join(tmpdir(), 'cet-keys-')));
    const issuer = 'http://localhost:8080/oidc';
    const verify = createTokenVerifier({ keys: localKeys(signingKey), issuer, claim: 'sub' });
    const token = await signAccessToken(MARIO, { signingKey, issuer, expiresIn: '2m' });
    expect(await verify(token)).toMatchObject({ fiscalCode: MARIO, email: null });
    expect(await verify(token)).toMatchObject({ fiscalCode: MARIO, email: null });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Two minutes of life and the 30 seconds of clock tolerance, and one more.
      vi.setSystemTime(Date.now() + 151_000);
      await expect(verify(token)).rejects.toThrow('il token è scaduto');
      await expect(verify(token)).rejects.toThrow('il token è scaduto');
    } finally {
      vi.useRealTimers();
    }
    const forged = `${token.slice(0, -4)}AAAA`;
    await expect(verify(forged)).rejects.toThrow('la firma del token non è valida');
    await expect(verify(forged)).rejects.toThrow('la firma del token non è valida');
  });
});
