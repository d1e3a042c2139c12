import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../src/auth/accessToken';
import { SIGN_IN_ENDED } from '../src/auth/session';
import { loadConfig } from '../src/config';
import { buildServer } from '../src/server';
import { createApi } from './support/api';
import { freePort, startTestServer, type TestServer, testConfig } from './support/testServer';

const PUBLIC_URL = 'http://localhost:8080';
const MARIO = 'RSSMRA80A01H501U';
const GIULIA = 'BNCGLI85M41F205B';
const BACKCHANNEL_LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';

interface Tokens {
  access_token: string;
  id_token: string;
  refresh_token: string;
  expires_in: number;
}

const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;

/**
 * A browser signing in through the embedded issuer with the code flow and PKCE, as the portal's OIDC
 * client does (signIn.test.ts walks each step); the issuer's addresses are PUBLIC_URL's, reached at
 * the test server as a proxy would.
 */
const browser = (baseUrl: string) => {
  const cookies = new Map<string, string>();
  const go = async (url: string, init: RequestInit = {}) => {
    const target = url.startsWith(`${PUBLIC_URL}/oidc/`) ? url.replace(PUBLIC_URL, baseUrl) : url;
    const response = await fetch(new URL(target, baseUrl), {
      ...init,
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(init.headers as Record<string, string>),
      },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const separator = pair.indexOf('=');
      if (pair.slice(separator + 1)) cookies.set(pair.slice(0, separator), pair.slice(separator + 1));
      else cookies.delete(pair.slice(0, separator));
    }
    return response;
  };
  const token = async (body: Record<string, string>) =>
    fetch(`${baseUrl}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: 'cet-portal', ...body }).toString(),
    });
  const signIn = async (fiscalCode: string): Promise<Tokens> => {
    const verifier = randomBytes(32).toString('base64url');
    const authorize = new URL(`${baseUrl}/oidc/auth`);
    authorize.search = new URLSearchParams({
      client_id: 'cet-portal',
      response_type: 'code',
      redirect_uri: `${PUBLIC_URL}/home`,
      scope: 'openid',
      nonce: randomUUID(),
      state: randomUUID(),
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    }).toString();
    let location = (await go(authorize.toString())).headers.get('location') ?? '';
    if (location.includes('/interaction/')) {
      const page = await (await go(location)).text();
      const action = /action="([^"]+\/login)"/.exec(page)?.[1] ?? '';
      location =
        (
          await go(action, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ fiscalCode }).toString(),
          })
        ).headers.get('location') ?? '';
    }
    for (let hop = 0; hop < 6 && !location.startsWith(`${PUBLIC_URL}/home`); hop += 1) {
      location = (await go(location)).headers.get('location') ?? '';
    }
    const answer = await token({
      grant_type: 'authorization_code',
      code: new URL(location).searchParams.get('code') ?? '',
      redirect_uri: `${PUBLIC_URL}/home`,
      code_verifier: verifier,
    });
    expect(answer.status).toBe(200);
    return (await answer.json()) as Tokens;
  };
  const refresh = async (refreshToken: string) =>
    token({ grant_type: 'refresh_token', refresh_token: refreshToken });
  return { go, signIn, refresh };
};

/** 'Esci' as the portal sends it: the token being given up, nothing else. */
const signOut = (baseUrl: string, accessToken: string) =>
  fetch(`${baseUrl}/api/sign-out`, { method: 'POST', headers: { authorization: `Bearer ${accessToken}` } });

/** `user.me` with a token: 200, or the refusal's status and message. */
const whoAmI = async (server: { baseUrl: string; app: TestServer['app'] }, token: string) => {
  const answer = await createApi(server).call('user.me', {}, { token, role: null });
  return answer.status === 200 ? 200 : `${answer.status} ${answer.error?.message}`;
};

const ENDED = `401 ${SIGN_IN_ENDED}`;

describe('what a sign-out ends, with the embedded issuer', () => {
  let server: TestServer;

  beforeAll(async () => {
    // Default token lifetime: what `npm start` hands out.
    server = await startTestServer({ demoData: true, publicUrl: PUBLIC_URL, accessTokenTtlSeconds: 300 });
  });
  afterAll(() => server.stop());

  it("the embedded issuer's access tokens live five minutes and name their sign-in session (sid)", async () => {
    expect(loadConfig({}).accessTokenTtlSeconds).toBe(300);
    expect(() => loadConfig({ ACCESS_TOKEN_TTL_SECONDS: '301' })).toThrow(
      /ACCESS_TOKEN_TTL_SECONDS: al massimo 300 secondi \(5 minuti\)/,
    );
    const tokens = await browser(server.baseUrl).signIn(MARIO);
    const claims = claimsOf(tokens.access_token);
    expect(tokens.expires_in).toBe(300);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(300);
    expect(claims.sid).toEqual(expect.any(String));
  });

  it("after 'Esci' every access token of that sign-in session is refused, the renewed one too; the user's other sign-in goes on", async () => {
    const office = browser(server.baseUrl);
    const first = await office.signIn(MARIO);
    const renewed = (await (await office.refresh(first.refresh_token)).json()) as Tokens;
    const elsewhere = await browser(server.baseUrl).signIn(MARIO);
    for (const token of [first.access_token, renewed.access_token, elsewhere.access_token]) {
      expect(await whoAmI(server, token)).toBe(200);
    }

    const answer = await signOut(server.baseUrl, renewed.access_token);
    expect(answer.status).toBe(204);
    expect(answer.headers.get('cache-control')).toBe('no-store');

    expect(await whoAmI(server, first.access_token)).toBe(ENDED);
    expect(await whoAmI(server, renewed.access_token)).toBe(ENDED);
    expect(await whoAmI(server, elsewhere.access_token)).toBe(200);
    // The refusal holds on every address of the API, for every call.
    const list = await createApi(server).call(
      'request.count',
      { query: {} },
      { token: first.access_token, role: 'RIC' },
    );
    expect(list.status).toBe(401);
  });

  it('a token without a session (npm run token) is ended alone', async () => {
    const api = createApi(server);
    const now = Math.floor(Date.now() / 1000);
    const given = await api.token(GIULIA, { issuedAt: now - 5 });
    const other = await api.token(GIULIA, { issuedAt: now - 4 });
    expect((await signOut(server.baseUrl, given)).status).toBe(204);
    expect(await whoAmI(server, given)).toBe(ENDED);
    expect(await whoAmI(server, other)).toBe(200);
  });

  it('refuses a sign-out without a valid token, in Italian, and ends nothing', async () => {
    const missing = await fetch(`${server.baseUrl}/api/sign-out`, { method: 'POST' });
    expect(missing.status).toBe(401);
    expect((await missing.json()).error.message).toContain('manca il token di accesso');
    const forged = await signOut(server.baseUrl, 'a.b.c');
    expect(forged.status).toBe(401);
    expect((await forged.json()).error.message).toMatch(/^Accesso negato: /);
  });

  it('a refresh token used twice revokes the grant: the access tokens of its session are refused', async () => {
    const thief = browser(server.baseUrl);
    const tokens = await thief.signIn(GIULIA);
    const rotated = (await (await thief.refresh(tokens.refresh_token)).json()) as Tokens;
    expect(await whoAmI(server, rotated.access_token)).toBe(200);
    expect((await thief.refresh(tokens.refresh_token)).status).toBe(400);
    // The issuer tells the server as it revokes the grant, as its answer goes out.
    await expect.poll(() => whoAmI(server, rotated.access_token), { timeout: 5000 }).toBe(ENDED);
    expect(await whoAmI(server, tokens.access_token)).toBe(ENDED);
  });

  it("a logout at the issuer (RP-initiated, as 'Esci' ends it) ends the session's access tokens too", async () => {
    const client = browser(server.baseUrl);
    const tokens = await client.signIn(MARIO);
    expect(await whoAmI(server, tokens.access_token)).toBe(200);
    const endSession = new URL(`${server.baseUrl}/oidc/session/end`);
    endSession.search = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${PUBLIC_URL}/`,
    }).toString();
    const html = await (await client.go(endSession.toString())).text();
    const action = /action="([^"]+)"/.exec(html)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const confirmed = await client.go(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    expect(confirmed.status).toBe(303);
    await expect.poll(() => whoAmI(server, tokens.access_token), { timeout: 5000 }).toBe(ENDED);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'another instance on the same PostgreSQL refuses the token within a second of the sign-out',
    async () => {
      // A second server behind the same PUBLIC_URL: the same database, the same issuer key (DATA_DIR).
      const second = await buildServer(
        testConfig({
          dataDir: server.dataDir,
          databaseUrl: server.databaseUrl,
          demoData: true,
          publicUrl: PUBLIC_URL,
        }),
      );
      const baseUrl = await second.listen({ port: 0, host: '127.0.0.1' });
      try {
        const tokens = await browser(server.baseUrl).signIn(MARIO);
        expect(await whoAmI({ baseUrl, app: second }, tokens.access_token)).toBe(200);
        expect((await signOut(server.baseUrl, tokens.access_token)).status).toBe(204);
        await expect
          .poll(() => whoAmI({ baseUrl, app: second }, tokens.access_token), { timeout: 3000, interval: 250 })
          .toBe(ENDED);
      } finally {
        await second.close();
      }
    },
  );
});

describe("an external issuer's back-channel logout", () => {
  let organisation: TestServer;
  let portal: TestServer;
  let issuer: string;
  const clientId = 'portale-regione';

  beforeAll(async () => {
    // The organisation's single sign-on, played by another server's embedded issuer and its key.
    const port = await freePort();
    issuer = `http://127.0.0.1:${port}/oidc`;
    organisation = await startTestServer({ demoData: true, port, publicUrl: `http://127.0.0.1:${port}` });
    portal = await startTestServer({
      demoData: true,
      externalIssuer: { issuer, clientId, audience: 'cet-portal' },
    });
  });
  afterAll(async () => {
    await portal.stop();
    await organisation.stop();
  });

  const accessToken = ({
    fiscalCode = MARIO,
    ...options
  }: {
    fiscalCode?: string;
    sessionId?: string;
    issuedAt?: number;
  } = {}) =>
    signAccessToken(fiscalCode, { signingKey: organisation.app.tokenSigning.signingKey, issuer, ...options });

  const logoutToken = (
    claims: Record<string, unknown>,
    { key = organisation.app.tokenSigning.signingKey, typ = 'logout+jwt' } = {},
  ) =>
    new SignJWT({ events: { [BACKCHANNEL_LOGOUT_EVENT]: {} }, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ })
      .setIssuer(issuer)
      .setAudience(clientId)
      .setIssuedAt()
      .setJti(randomUUID())
      .sign(key.privateKey);

  const backchannelLogout = (token: string) =>
    fetch(`${portal.baseUrl}/api/backchannel-logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ logout_token: token }).toString(),
    });

  it("a verified logout token naming a session ends that session's access tokens, and only those", async () => {
    const ended = await accessToken({ sessionId: 'sessione-1' });
    const other = await accessToken({ sessionId: 'sessione-2' });
    expect(await whoAmI(portal, ended)).toBe(200);
    const answer = await backchannelLogout(await logoutToken({ sid: 'sessione-1', sub: MARIO }));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await whoAmI(portal, ended)).toBe(ENDED);
    expect(await whoAmI(portal, other)).toBe(200);
  });

  it('a logout token naming only the subject ends the tokens issued before it, not a later sign-in', async () => {
    const now = Math.floor(Date.now() / 1000);
    const before = await accessToken({ fiscalCode: GIULIA, sessionId: 'sessione-3', issuedAt: now - 10 });
    expect((await backchannelLogout(await logoutToken({ sub: GIULIA }))).status).toBe(200);
    expect(await whoAmI(portal, before)).toBe(ENDED);
    expect(await whoAmI(portal, await accessToken({ sessionId: 'sessione-7', issuedAt: now - 10 }))).toBe(
      200,
    );
    const later = await accessToken({ fiscalCode: GIULIA, sessionId: 'sessione-4', issuedAt: now + 2 });
    expect(await whoAmI(portal, later)).toBe(200);
  });

  it('refuses a logout token that is not one, or not the issuer’s, with 400 invalid_request, and ends nothing', async () => {
    const alive = await accessToken({ sessionId: 'sessione-5' });
    const refused = [
      // Signed with another key (the portal server's own).
      await logoutToken({ sid: 'sessione-5' }, { key: portal.app.tokenSigning.signingKey }),
      // An ID token's nonce.
      await logoutToken({ sid: 'sessione-5', nonce: 'n' }),
      // No event.
      await logoutToken({ sid: 'sessione-5', events: {} }),
      // Neither sid nor sub.
      await logoutToken({}),
      // An access token.
      await logoutToken({ sid: 'sessione-5' }, { typ: 'at+jwt' }),
      alive,
      'non-un-token',
    ];
    for (const token of refused) {
      const answer = await backchannelLogout(token);
      expect(answer.status).toBe(400);
      expect((await answer.json()).error).toBe('invalid_request');
    }
    const empty = await fetch(`${portal.baseUrl}/api/backchannel-logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(empty.status).toBe(400);
    expect(await whoAmI(portal, alive)).toBe(200);
  });

  it("'Esci' with the organisation's token ends its session too", async () => {
    const token = await accessToken({ sessionId: 'sessione-6' });
    expect((await signOut(portal.baseUrl, token)).status).toBe(204);
    const renewed = await accessToken({
      sessionId: 'sessione-6',
      issuedAt: 1 + Math.floor(Date.now() / 1000),
    });
    expect(await whoAmI(portal, renewed)).toBe(ENDED);
  });
});
