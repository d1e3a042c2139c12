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

/** Follows the implicit flow as the portal's browser does, choosing an account on the sign-in page. */
const signIn = async (server: TestServer, publicUrl: string, fiscalCode: string) => {
  const jar = cookieJar();
  const go = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(url, server.baseUrl), {
      ...init,
      redirect: 'manual',
      headers: { cookie: jar.header(), ...(init.headers as Record<string, string>) },
    });
    jar.keep(response);
    return response;
  };
  const authorize = new URL('/oidc/auth', server.baseUrl);
  authorize.search = new URLSearchParams({
    client_id: 'cet-portal',
    response_type: 'id_token token',
    redirect_uri: `${publicUrl}/home`,
    scope: 'openid',
    nonce: 'nonce-123',
    state: 'state-456',
  }).toString();
  const toLogin = await go(authorize.toString());
  expect(toLogin.status).toBe(303);
  const loginPage = await go(toLogin.headers.get('location') ?? '');
  const html = await loginPage.text();
  const action = /action="([^"]+\/login)"/.exec(html)?.[1] ?? '';
  const answer = await go(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ fiscalCode }).toString(),
  });
  return { html, answer, go };
};

describe('the embedded issuer', () => {
  let server: TestServer;
  const publicUrl = 'http://localhost:8080';

  beforeAll(async () => {
    server = await startTestServer({ demoData: true, publicUrl });
  });
  afterAll(() => server.stop());

  it('publishes its discovery document and keys under /oidc', async () => {
    const discovery = await (await fetch(`${server.baseUrl}/oidc/.well-known/openid-configuration`)).json();
    expect(discovery.issuer).toBe(`${publicUrl}/oidc`);
    expect(discovery.response_types_supported).toContain('id_token token');
    const jwks = await (await fetch(`${server.baseUrl}/oidc/jwks`)).json();
    expect(jwks.keys.map((key: { kid: string }) => key.kid)).toContain(
      server.app.tokenSigning.signingKey.kid,
    );
  });

  it('lists the demo accounts with their roles on an Italian sign-in page', async () => {
    const { html } = await signIn(server, publicUrl, 'NOBODY');
    expect(html).toContain('<html lang="it">');
    expect(html).toContain('Mario Rossi');
    expect(html).toContain('SEG, CET');
    expect(html).toContain('<label for="fiscalCode">Codice fiscale</label>');
  });

  it('gives a JWT access token for a known fiscal code, which the API accepts', async () => {
    const { answer, go } = await signIn(server, publicUrl, 'rssmra80a01h501u');
    expect(answer.status).toBe(303);
    // Back through the issuer (its consent step is granted without a screen) to the portal's /home.
    let location = answer.headers.get('location') ?? '';
    for (let hop = 0; hop < 6 && !location.startsWith(publicUrl); hop += 1) {
      const next = await go(location);
      expect(next.status).toBe(303);
      location = next.headers.get('location') ?? '';
    }
    const redirect = new URL(location);
    expect(`${redirect.origin}${redirect.pathname}`).toBe(`${publicUrl}/home`);
    const fragment = new URLSearchParams(redirect.hash.slice(1));
    expect(fragment.get('state')).toBe('state-456');
    const accessToken = fragment.get('access_token') ?? '';
    expect(accessToken.split('.')).toHaveLength(3);
    const me = await createApi(server).call('user.me', {}, { token: accessToken, role: 'RIC' });
    expect(me).toMatchObject({
      status: 200,
      data: { fullname: 'Mario Rossi', fiscalCode: 'RSSMRA80A01H501U' },
    });
  });

  it('refuses an unknown fiscal code on the sign-in page, with a clear message and no token', async () => {
    const { answer } = await signIn(server, publicUrl, 'ZZZZZZ00Z00Z000Z');
    expect(answer.status).toBe(401);
    expect(answer.headers.get('location')).toBeNull();
    expect(await answer.text()).toContain(
      'Il codice fiscale ZZZZZZ00Z00Z000Z non corrisponde a nessun utente del portale.',
    );
  });

  it('tells the portal to send users to its own sign-in page', async () => {
    const config = await (await fetch(`${server.baseUrl}/api/config`)).json();
    expect(config.oidc).toEqual({
      authorizationEndpoint: '/oidc/auth',
      clientId: 'cet-portal',
      scope: 'openid',
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
    expect(config.oidc).toEqual({
      authorizationEndpoint: `${organisation.baseUrl}/oidc/auth`,
      clientId: 'portale-regione',
      scope: 'openid',
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
