import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XSRF_PAIR } from './support/api';
import { startTestServer, type TestServer } from './support/testServer';

/** The policy of docs/security.md, "Headers", directive by directive. */
const PORTAL_POLICY = {
  'default-src': "'self'",
  'script-src': "'self'",
  'script-src-attr': "'none'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data: blob:",
  'font-src': "'self'",
  // The test server's PUBLIC_URL: the portal opened at a loopback alias redeems its code there.
  'connect-src': "'self' http://localhost:8080",
  'object-src': "'none'",
  'base-uri': "'self'",
  'frame-ancestors': "'none'",
  'form-action': "'self'",
};

const directives = (policy: string | null) =>
  Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values.join(' ')]),
  );

const expectHardened = (response: Response) => {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  // The sign-in popup of 'Sessione scaduta' must still reach the window that opened it.
  expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  // Plain http: no promise of TLS.
  expect(response.headers.get('strict-transport-security')).toBeNull();
};

/** A built portal as Vite leaves it: the page, a script and the script's source map. */
const makePortalDist = async () => {
  const dist = await mkdtemp(join(tmpdir(), 'cet-portal-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(
    join(dist, 'index.html'),
    '<!doctype html><html lang="it"><head><script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>',
  );
  await writeFile(join(dist, 'assets/index-abc.js'), 'console.log("portal");\n');
  await writeFile(join(dist, 'assets/index-abc.js.map'), '{"version":3,"sources":["src/main.tsx"]}');
  return dist;
};

describe('security headers on every answer', () => {
  let server: TestServer;
  let dist: string;
  const publicUrl = 'http://localhost:8080';

  beforeAll(async () => {
    dist = await makePortalDist();
    server = await startTestServer({ publicUrl, portalDist: dist });
  });
  afterAll(async () => {
    await server.stop();
    await rm(dist, { recursive: true, force: true });
  });

  it.each([
    ['the portal', 'GET', '/'],
    ['a client-side route', 'GET', '/home'],
    ['a built script', 'GET', '/assets/index-abc.js'],
    ['the health check', 'GET', '/api/health'],
    ['a refused API call', 'POST', '/api'],
  ])('gives %s (%s %s) the strict policy', async (_what, method, path) => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...XSRF_PAIR },
      body: method === 'POST' ? '{}' : undefined,
    });
    expect(directives(response.headers.get('content-security-policy'))).toEqual(PORTAL_POLICY);
    expectHardened(response);
  });

  it.each([
    ["oidc-provider's own routes (answered outside Fastify)", '/oidc/.well-known/openid-configuration'],
    ['the sign-in page route', '/oidc/interaction/unknown-interaction'],
  ])('gives %s the same policy, with the portal origins as form targets', async (_what, path) => {
    const response = await fetch(`${server.baseUrl}${path}`, { redirect: 'manual' });
    // The sign-in form ends in a redirect to the portal's /home, which form-action governs in Chrome.
    expect(directives(response.headers.get('content-security-policy'))).toEqual({
      ...PORTAL_POLICY,
      // Every loopback alias of PUBLIC_URL; [::1] by its scheme (see the last test).
      'form-action': "'self' http://localhost:8080 http://127.0.0.1:8080 http:",
    });
    expectHardened(response);
  });

  it('never serves a source map, and answers a missing built file with 404 rather than the page', async () => {
    const map = await fetch(`${server.baseUrl}/assets/index-abc.js.map`);
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain('"sources"');
    expect((await fetch(`${server.baseUrl}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/showRequest/12`)).status).toBe(200);
    // A client route answers HEAD as GET, as `curl -sI` asks.
    expect((await fetch(`${server.baseUrl}/home`, { method: 'HEAD' })).status).toBe(200);
  });

  it('believes no X-Forwarded-Proto without TRUST_PROXY: no HSTS, no Secure cookie', async () => {
    const response = await fetch(`${server.baseUrl}/api/health`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=/);
    expect(response.headers.get('set-cookie')).not.toMatch(/Secure/);
  });
});

describe('behind a TLS proxy (TRUST_PROXY)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ trustProxy: true, publicUrl: 'http://[::1]:8080' });
  });
  afterAll(() => server.stop());

  it('sends HSTS and a Secure XSRF cookie when the proxy says https', async () => {
    const response = await fetch(`${server.baseUrl}/api/health`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect(response.headers.get('set-cookie')).toMatch(
      /^XSRF-TOKEN=[\w-]+; Path=\/; SameSite=Strict; Secure$/,
    );
  });

  it('sends neither when the proxy says http', async () => {
    const response = await fetch(`${server.baseUrl}/api/health`, {
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('set-cookie')).not.toMatch(/Secure/);
  });

  it('allows an IPv6 loopback portal as a form target by its scheme, which CSP can express', async () => {
    const response = await fetch(`${server.baseUrl}/oidc/.well-known/openid-configuration`);
    expect(directives(response.headers.get('content-security-policy'))['form-action']).toBe(
      "'self' http://localhost:8080 http://127.0.0.1:8080 http:",
    );
  });
});
