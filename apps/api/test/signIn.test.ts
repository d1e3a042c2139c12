import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi, XSRF_PAIR } from './support/api';
import { freePort, startTestServer, type TestServer } from './support/testServer';

/** A browser's cookie jar, enough to walk the sign-in redirects by hand. */
const cookieJar = () => {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    keep: (response: Response) => {
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';');
        const separator = pair.indexOf('=');
        const name = pair.slice(0, separator);
        const value = pair.slice(separator + 1);
        if (value) cookies.set(name, value);
        else cookies.delete(name);
      }
    },
  };
};

const base64url = (bytes: Buffer) => bytes.toString('base64url');

/** The PUBLIC_URL of the embedded issuer's tests; the test server listens elsewhere, as behind a proxy. */
const PUBLIC_URL = 'http://localhost:8080';

/** A browser on the portal: its cookie jar at the issuer, and the PKCE pair and state of one sign-in. */
const browser = (server: TestServer) => {
  const jar = cookieJar();
  const go = async (url: string, init: RequestInit = {}) => {
    // The issuer's addresses are PUBLIC_URL's: reach them at the test server, as a proxy would.
    const target = url.startsWith(`${PUBLIC_URL}/oidc/`) ? url.replace(PUBLIC_URL, server.baseUrl) : url;
    const response = await fetch(new URL(target, server.baseUrl), {
      ...init,
      redirect: 'manual',
      headers: { cookie: jar.header(), ...(init.headers as Record<string, string>) },
    });
    jar.keep(response);
    return response;
  };
  return { go };
};

type Browser = ReturnType<typeof browser>;

const authorizeUrl = (
  server: TestServer,
  redirectUri: string,
  challenge: string,
  extra: Record<string, string> = {},
) => {
  const authorize = new URL('/oidc/auth', server.baseUrl);
  authorize.search = new URLSearchParams({
    client_id: 'cet-portal',
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid',
    nonce: 'nonce-123',
    state: 'state-456',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  }).toString();
  return authorize.toString();
};

/** Follows the redirects of the issuer (its consent step is granted without a screen) until the portal. */
const followToPortal = async (client: Browser, response: Response, publicUrl: string) => {
  let location = response.headers.get('location') ?? '';
  for (let hop = 0; hop < 6 && !location.startsWith(`${publicUrl}/home`); hop += 1) {
    const next = await client.go(location);
    expect(next.status).toBe(303);
    location = next.headers.get('location') ?? '';
  }
  return new URL(location);
};

/** The code flow with PKCE as the portal's OIDC client walks it, choosing an account on the sign-in page. */
const signIn = async (
  server: TestServer,
  publicUrl: string,
  fiscalCode: string,
  client = browser(server),
) => {
  const verifier = base64url(randomBytes(32));
  const challenge = base64url(createHash('sha256').update(verifier).digest());
  const toLogin = await client.go(authorizeUrl(server, `${publicUrl}/home`, challenge));
  expect(toLogin.status).toBe(303);
  const loginPage = await client.go(toLogin.headers.get('location') ?? '');
  const html = await loginPage.text();
  const action = /action="([^"]+\/login)"/.exec(html)?.[1] ?? '';
  const answer = await client.go(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ fiscalCode }).toString(),
  });
  return { html, answer, verifier, client };
};

const tokenCall = (server: TestServer, body: Record<string, string>, origin?: string) =>
  fetch(`${server.baseUrl}/oidc/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(origin ? { origin } : {}),
    },
    body: new URLSearchParams({ client_id: 'cet-portal', ...body }).toString(),
  });

/** Signs in and exchanges the code: the tokens the portal's client keeps. */
const signInForTokens = async (server: TestServer, publicUrl: string, fiscalCode: string) => {
  const { answer, verifier, client } = await signIn(server, publicUrl, fiscalCode);
  expect(answer.status).toBe(303);
  const redirect = await followToPortal(client, answer, publicUrl);
  const response = await tokenCall(server, {
    grant_type: 'authorization_code',
    code: redirect.searchParams.get('code') ?? '',
    redirect_uri: `${publicUrl}/home`,
    code_verifier: verifier,
  });
  expect(response.status).toBe(200);
  const tokens = (await response.json()) as {
    access_token: string;
    id_token: string;
    refresh_token: string;
    expires_in: number;
  };
  return { tokens, redirect, client };
};

const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
const headerOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[0] ?? '', 'base64url').toString()) as Record<string, unknown>;

describe('the embedded issuer', () => {
  let server: TestServer;
  const publicUrl = 'http://localhost:8080';

  beforeAll(async () => {
    server = await startTestServer({ demoData: true, publicUrl, accessTokenTtlSeconds: 120 });
  });
  afterAll(() => server.stop());

  it('publishes the code flow with PKCE, refresh tokens and logout, and its keys under /oidc', async () => {
    const discovery = await (await fetch(`${server.baseUrl}/oidc/.well-known/openid-configuration`)).json();
    expect(discovery.issuer).toBe(`${publicUrl}/oidc`);
    expect(discovery.response_types_supported).toEqual(['code']);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.grant_types_supported).toContain('refresh_token');
    // Every address is PUBLIC_URL's, whichever address the request came to (issuerAddress.test.ts).
    expect(discovery.end_session_endpoint).toBe(`${publicUrl}/oidc/session/end`);
    const jwks = await (await fetch(`${server.baseUrl}/oidc/jwks`)).json();
    expect(jwks.keys.map((key: { kid: string }) => key.kid)).toContain(
      server.app.tokenSigning.signingKey.kid,
    );
  });

  it('says on an Italian sign-in page that it is a demo, and lists the demo accounts with their roles', async () => {
    const { html } = await signIn(server, publicUrl, 'NOBODY');
    expect(html).toContain('<html lang="it">');
    expect(html).toContain('Accesso dimostrativo');
    expect(html).toContain('Mario Rossi');
    expect(html).toContain('SEG, CET');
    expect(html).toContain('<label for="fiscalCode">Codice fiscale</label>');
  });

  it('answers a known fiscal code with a code, exchanged with its PKCE verifier for an access token the API accepts', async () => {
    const { tokens, redirect } = await signInForTokens(server, publicUrl, 'rssmra80a01h501u');
    expect(`${redirect.origin}${redirect.pathname}`).toBe(`${publicUrl}/home`);
    expect(redirect.searchParams.get('state')).toBe('state-456');
    expect(redirect.hash).toBe('');
    expect(headerOf(tokens.access_token).typ).toBe('at+jwt');
    expect(claimsOf(tokens.id_token)).toMatchObject({ nonce: 'nonce-123', sub: 'RSSMRA80A01H501U' });
    expect(claimsOf(tokens.id_token).auth_time).toEqual(expect.any(Number));
    expect(tokens.expires_in).toBe(120);
    const me = await createApi(server).call('user.me', {}, { token: tokens.access_token, role: 'RIC' });
    expect(me).toMatchObject({
      status: 200,
      data: { fullname: 'Mario Rossi', fiscalCode: 'RSSMRA80A01H501U' },
    });
  });

  it('signs in someone not registered who has a valid fiscal code, without a name, to sign up', async () => {
    const { tokens } = await signInForTokens(server, publicUrl, 'mrnchr90a41f205k');
    expect(claimsOf(tokens.id_token)).toMatchObject({ sub: 'MRNCHR90A41F205K' });
    expect(claimsOf(tokens.id_token).name).toBeUndefined();
    const api = createApi(server);
    const mine = await api.call('registration.mine', {}, { token: tokens.access_token });
    expect(mine).toMatchObject({
      status: 200,
      data: { hasAccount: false, registration: null, claims: { fiscalCode: 'MRNCHR90A41F205K', name: null } },
    });
    const me = await api.call('user.me', {}, { token: tokens.access_token, role: 'RIC' });
    expect(me.status).toBe(401);
  });

  it('refuses a fiscal code whose check character is wrong, as it refuses an unknown one', async () => {
    const { answer } = await signIn(server, publicUrl, 'MRNCHR90A41F205A');
    expect(answer.status).toBe(401);
    expect(await answer.text()).toContain(
      'Accesso non riuscito: il codice fiscale non è abilitato ad accedere al portale.',
    );
  });

  it('refuses the ID token as an access token', async () => {
    const { tokens } = await signInForTokens(server, publicUrl, 'BNCGLI85M41F205B');
    const answer = await createApi(server).call('user.me', {}, { token: tokens.id_token, role: 'SEG' });
    expect(answer).toMatchObject({ status: 401 });
    expect(JSON.stringify(answer)).toContain('non è un token di accesso');
  });

  it('refuses a code exchanged without its verifier, or with another', async () => {
    const { answer, client } = await signIn(server, publicUrl, 'RSSMRA80A01H501U');
    const redirect = await followToPortal(client, answer, publicUrl);
    const code = redirect.searchParams.get('code') ?? '';
    const exchange = (extra: Record<string, string>) =>
      tokenCall(server, {
        grant_type: 'authorization_code',
        code,
        redirect_uri: `${publicUrl}/home`,
        ...extra,
      });
    expect((await exchange({})).status).toBe(400);
    expect((await exchange({ code_verifier: base64url(randomBytes(32)) })).status).toBe(400);
  });

  it('renews with the refresh token, rotating it: the used one no longer works', async () => {
    const { tokens } = await signInForTokens(server, publicUrl, 'NREPLA75C12L219G');
    const renewed = await tokenCall(server, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(renewed.status).toBe(200);
    const fresh = (await renewed.json()) as { access_token: string; refresh_token: string };
    expect(fresh.refresh_token).not.toBe(tokens.refresh_token);
    expect(
      await createApi(server).call('user.me', {}, { token: fresh.access_token, role: 'CET' }),
    ).toMatchObject({ status: 200 });
    const replayed = await tokenCall(server, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(replayed.status).toBe(400);
  });

  it('lets the portal on another loopback name exchange its code (CORS), but no other origin', async () => {
    const preflight = (origin: string) =>
      fetch(`${server.baseUrl}/oidc/token`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    const fromLoopback = await tokenCall(
      server,
      { grant_type: 'refresh_token', refresh_token: 'x' },
      'http://127.0.0.1:8080',
    );
    expect(fromLoopback.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:8080');
    const fromElsewhere = await tokenCall(
      server,
      { grant_type: 'refresh_token', refresh_token: 'x' },
      'http://localhost:9999',
    );
    expect(fromElsewhere.headers.get('access-control-allow-origin')).toBeNull();
    expect((await preflight('http://[::1]:8080')).status).toBe(204);
  });

  it('sends tokens to the registered addresses only: another loopback port is refused', async () => {
    for (const redirectUri of [
      'http://localhost:9999/home',
      'http://localhost:8080/other',
      'https://evil.example/home',
    ]) {
      const response = await browser(server).go(
        authorizeUrl(server, redirectUri, base64url(randomBytes(32))),
      );
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
    }
    for (const origin of ['http://127.0.0.1:8080', 'http://[::1]:8080']) {
      const response = await browser(server).go(
        authorizeUrl(server, `${origin}/home`, base64url(randomBytes(32))),
      );
      expect(response.status).toBe(303);
    }
  });

  it('refuses an authorization request without PKCE', async () => {
    const authorize = new URL(authorizeUrl(server, `${publicUrl}/home`, 'x'));
    authorize.searchParams.delete('code_challenge');
    authorize.searchParams.delete('code_challenge_method');
    const response = await browser(server).go(authorize.toString());
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toContain('error=invalid_request');
  });

  it('gives the same answer to an unknown fiscal code and to the system user JOB, and no token', async () => {
    const answers = await Promise.all(
      ['ZZZZZZ00Z00Z000Z', 'JOB'].map(async (code) => {
        const { answer } = await signIn(server, publicUrl, code);
        expect(answer.status).toBe(401);
        expect(answer.headers.get('location')).toBeNull();
        return (await answer.text()).replace(/interaction\/[\w-]+/g, '').replace(/value="[^"]*"/g, '');
      }),
    );
    expect(answers[0]).toContain(
      'Accesso non riuscito: il codice fiscale non è abilitato ad accedere al portale.',
    );
    expect(answers[0]).toBe(answers[1]);
  });

  it('answers a cancelled or unknown interaction at once with a page, never a hanging socket', async () => {
    // A hanging socket never answers; 5 s leaves room for a busy CI machine's pauses, which a 1 s
    // limit did not.
    const started = Date.now();
    const response = await fetch(`${server.baseUrl}/oidc/interaction/bogus/abort`, {
      method: 'POST',
      signal: AbortSignal.timeout(5000),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('torna al portale e accedi di nuovo');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("ends the issuer's session on logout: the next sign-in asks who signs in again", async () => {
    const { tokens, client } = await signInForTokens(server, publicUrl, 'FRRNNA70D50H501R');
    const verifier = base64url(randomBytes(32));
    const challenge = base64url(createHash('sha256').update(verifier).digest());
    // While the session lives, a new authorization goes straight back to the portal.
    const silent = await client.go(authorizeUrl(server, `${publicUrl}/home`, challenge));
    expect((await followToPortal(client, silent, publicUrl)).searchParams.get('code')).toBeTruthy();

    const endSession = new URL('/oidc/session/end', server.baseUrl);
    endSession.search = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${publicUrl}/`,
    }).toString();
    const page = await client.go(endSession.toString());
    const html = await page.text();
    expect(html).toContain('Esci dal Portale CET');
    expect(html).toContain('/oidc-assets/confirm-logout.js');
    const action = /action="([^"]+)"/.exec(html)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const confirmed = await client.go(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${publicUrl}/`);

    const again = await client.go(authorizeUrl(server, `${publicUrl}/home`, challenge));
    expect(again.headers.get('location')).toMatch(/\/oidc\/interaction\//);
    const renewed = await tokenCall(server, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(renewed.status).toBe(400);
  });

  it("tells the portal the issuer's endpoints, its origins and how long a session lasts", async () => {
    const config = await (await fetch(`${server.baseUrl}/api/config`)).json();
    expect(config.oidc).toEqual({
      issuer: `${publicUrl}/oidc`,
      authorizationEndpoint: `${publicUrl}/oidc/auth`,
      tokenEndpoint: `${publicUrl}/oidc/token`,
      endSessionEndpoint: `${publicUrl}/oidc/session/end`,
      clientId: 'cet-portal',
      scope: 'openid',
      portalOrigins: ['http://localhost:8080', 'http://127.0.0.1:8080', 'http://[::1]:8080'],
      sessionMaxSeconds: 8 * 3600,
      renewBeforeSeconds: 40,
    });
  });
});

describe('cross-site request forgery protection', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ demoData: true });
  });
  afterAll(() => server.stop());

  const envelope = (method: string, path: string, input: unknown) =>
    JSON.stringify({
      appCode: '000017',
      service: path.split('/')[1],
      method,
      path,
      params: { input, role: 'RIC' },
    });

  it('hands out an XSRF-TOKEN cookie the page can read', async () => {
    const response = await fetch(`${server.baseUrl}/api/config`);
    const [cookie = ''] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^XSRF-TOKEN=[\w-]{16,}; Path=\/; SameSite=Strict$/);
  });

  it('refuses a state-changing call without the header, or with one that does not repeat the cookie', async () => {
    const api = createApi(server);
    const token = await api.token('RSSMRA80A01H501U');
    const before = await api.ok('request.count', { query: {} }, { token, role: 'RIC' });
    for (const xsrf of [
      { cookie: XSRF_PAIR.cookie },
      { ...XSRF_PAIR, 'x-xsrf-token': 'another-value-0123456789' },
    ]) {
      const response = await fetch(`${server.baseUrl}/api`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...xsrf },
        body: envelope('PUT', '/request', { subject: 'Bozza forgiata' }),
      });
      expect(response.status).toBe(403);
      expect((await response.json()).error.code).toBe('XSRF');
    }
    expect(await api.ok('request.count', { query: {} }, { token, role: 'RIC' })).toEqual(before);
  });

  it('lets reads through without the header', async () => {
    const token = await createApi(server).token('RSSMRA80A01H501U');
    const response = await fetch(`${server.baseUrl}/api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: envelope('GET', '/user', {}),
    });
    expect(response.status).toBe(200);
  });
});

describe('an external issuer', () => {
  let organisation: TestServer;
  let portal: TestServer;

  beforeAll(async () => {
    // The organisation's single sign-on, played by another server's embedded issuer.
    const port = await freePort();
    organisation = await startTestServer({ demoData: true, port, publicUrl: `http://127.0.0.1:${port}` });
    portal = await startTestServer({
      demoData: true,
      externalIssuer: {
        issuer: `http://127.0.0.1:${port}/oidc`,
        clientId: 'portale-regione',
        audience: 'cet-portal',
      },
    });
  });
  afterAll(async () => {
    await portal.stop();
    await organisation.stop();
  });

  it("sends the portal to the organisation's authorize endpoint and mounts no issuer of its own", async () => {
    const config = await (await fetch(`${portal.baseUrl}/api/config`)).json();
    expect(config.oidc).toMatchObject({
      issuer: `${organisation.baseUrl}/oidc`,
      authorizationEndpoint: `${organisation.baseUrl}/oidc/auth`,
      tokenEndpoint: `${organisation.baseUrl}/oidc/token`,
      endSessionEndpoint: `${organisation.baseUrl}/oidc/session/end`,
      clientId: 'portale-regione',
      scope: 'openid',
      sessionMaxSeconds: null,
    });
    expect((await fetch(`${portal.baseUrl}/oidc/.well-known/openid-configuration`)).status).toBe(404);
  });

  it("accepts the organisation's tokens and refuses tokens of any other issuer", async () => {
    const fromOrganisation = await createApi(organisation).token('BNCGLI85M41F205B');
    const portalApi = createApi(portal);
    expect(await portalApi.call('user.me', {}, { token: fromOrganisation, role: 'SEG' })).toMatchObject({
      status: 200,
      data: { fullname: 'Giulia Bianchi' },
    });
    const fromElsewhere = await portalApi.token('BNCGLI85M41F205B');
    expect(await portalApi.call('user.me', {}, { token: fromElsewhere, role: 'SEG' })).toMatchObject({
      status: 401,
    });
  });
});
