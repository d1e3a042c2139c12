import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ISSUER_UNAVAILABLE_MESSAGE, resolveTokenAuthority } from '../src/auth/tokenAuthority';
import { ConfigError } from '../src/config';
import { createApi } from './support/api';
import { freePort, startTestServer, type TestServer, testConfig } from './support/testServer';

/** Backoff of these tests: 200 ms doubling to a second, so the issuer's return is seen within about 1.2 s. */
const FAST_RETRY = { baseMs: 200, capMs: 1_000 };

const readiness = async (server: TestServer) => {
  const response = await fetch(`${server.baseUrl}/api/health/ready`);
  return {
    status: response.status,
    body: (await response.json()) as {
      status: string;
      dependencies: Record<string, { state: string; detail: string }>;
    },
  };
};

const connectSourcesOf = (response: Response) =>
  /connect-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1]?.split(' ') ?? [];

describe("the organisation's sign-in down when the server starts", () => {
  let port: number;
  let issuerAddress: string;
  let portal: TestServer;
  let organisation: TestServer | undefined;

  beforeAll(async () => {
    // Nothing listens on this port yet: the organisation's SSO is down.
    port = await freePort();
    issuerAddress = `http://127.0.0.1:${port}`;
    portal = await startTestServer({
      demoData: true,
      externalIssuer: {
        issuer: `${issuerAddress}/oidc`,
        clientId: 'portale-regione',
        audience: 'cet-portal',
      },
      issuerDiscoveryRetry: FAST_RETRY,
    });
  });
  afterAll(async () => {
    await portal.stop();
    await organisation?.stop();
  });

  it('starts anyway: alive, but not ready, naming the identity provider and why', async () => {
    const live = await fetch(`${portal.baseUrl}/api/health/live`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });

    const ready = await readiness(portal);
    expect(ready.status).toBe(503);
    expect(ready.body.status).toBe('unavailable');
    expect(ready.body.dependencies.identityProvider).toEqual({
      state: 'down',
      detail: expect.stringMatching(
        new RegExp(`emittente ${issuerAddress}/oidc non raggiungibile .*ECONNREFUSED`),
      ),
    });
    expect(ready.body.dependencies.database?.state).toBe('up');
  });

  it('answers a call with a token 503 with a clear Italian message, neither 401 nor 500', async () => {
    const api = createApi(portal);
    const result = await api.call('user.me', {}, { token: await api.token('BNCGLI85M41F205B'), role: 'SEG' });
    expect(result).toEqual({
      status: 503,
      error: { code: 'UNAVAILABLE', message: ISSUER_UNAVAILABLE_MESSAGE },
    });
    expect(ISSUER_UNAVAILABLE_MESSAGE).toBe(
      "Il servizio di accesso dell'organizzazione non è raggiungibile: riprova più tardi.",
    );
  });

  it("still gives the portal its configuration, saying sign-in is unavailable, and lets it call the issuer's origin", async () => {
    const response = await fetch(`${portal.baseUrl}/api/config`);
    expect(response.status).toBe(200);
    const config = await response.json();
    expect(config.oidc).toBeNull();
    expect(config.contacts.email).toBe('comitato.etico@regione.example.it');
    expect(config.accessibility.siteUrl).toBe('http://localhost:8080');
    expect(connectSourcesOf(response)).toEqual(["'self'", issuerAddress]);
  });

  it('recovers once the issuer answers, with no restart: ready, and its tokens accepted', async () => {
    // The organisation's SSO comes back on its address, played by another server's embedded issuer.
    organisation = await startTestServer({ demoData: true, port, publicUrl: issuerAddress });
    const startedAt = Date.now();
    await expect
      .poll(async () => (await readiness(portal)).status, { timeout: 5_000, interval: 100 })
      .toBe(200);
    const recoveredInMs = Date.now() - startedAt;
    // Within the capped backoff (a second, +20 % jitter) and a discovery round trip.
    expect(recoveredInMs).toBeLessThan(3_000);
    const ready = await readiness(portal);
    expect(ready.body.status).toBe('ready');
    expect(ready.body.dependencies.identityProvider).toEqual({
      state: 'up',
      detail: `emittente ${issuerAddress}/oidc raggiunto`,
    });

    const fromOrganisation = await createApi(organisation).token('BNCGLI85M41F205B');
    expect(
      await createApi(portal).call('user.me', {}, { token: fromOrganisation, role: 'SEG' }),
    ).toMatchObject({ status: 200, data: { fullname: 'Giulia Bianchi' } });

    const response = await fetch(`${portal.baseUrl}/api/config`);
    expect((await response.json()).oidc).toMatchObject({
      issuer: `${issuerAddress}/oidc`,
      authorizationEndpoint: `${issuerAddress}/oidc/auth`,
      tokenEndpoint: `${issuerAddress}/oidc/token`,
      clientId: 'portale-regione',
    });
    expect(connectSourcesOf(response)).toEqual(["'self'", issuerAddress]);
  });

  it('goes on verifying tokens with the keys it holds when the issuer goes down again', async () => {
    const token = await createApi(organisation as TestServer).token('BNCGLI85M41F205B', { expiresIn: '10m' });
    const portalApi = createApi(portal);
    // Seen once while the issuer is up: its key is now in jose's cache.
    expect(await portalApi.call('user.me', {}, { token, role: 'SEG' })).toMatchObject({ status: 200 });
    await organisation?.stop();
    organisation = undefined;
    const another = await createApi({ baseUrl: '', app: portal.app }).token('BNCGLI85M41F205B', {
      issuer: `${issuerAddress}/oidc`,
    });
    // A token never seen before, signed with a key the portal does not hold, is refused (401), not 503.
    expect(await portalApi.call('user.me', {}, { token: another, role: 'SEG' })).toMatchObject({
      status: 401,
    });
    expect((await readiness(portal)).status).toBe(200);
  });
});

describe('an issuer whose first answer is not its discovery document', () => {
  let organisation: TestServer;

  beforeAll(async () => {
    const port = await freePort();
    organisation = await startTestServer({ port, publicUrl: `http://127.0.0.1:${port}`, demoData: true });
  });
  afterAll(async () => {
    await organisation.stop();
  });

  it('stops the start with a configuration error: OIDC_ISSUER names another issuer', async () => {
    // The same issuer under another name: its document says 127.0.0.1, the setting says localhost.
    const misnamed = organisation.baseUrl.replace('127.0.0.1', 'localhost');
    const config = testConfig({
      externalIssuer: { issuer: `${misnamed}/oidc`, clientId: 'portale-regione', audience: 'cet-portal' },
    });
    const starting = resolveTokenAuthority(config, organisation.app.tokenSigning.signingKey, {
      retry: FAST_RETRY,
    });
    await expect(starting).rejects.toThrow(ConfigError);
    await expect(starting).rejects.toThrow(
      `OIDC_ISSUER: il documento di discovery dichiara l'emittente ${organisation.baseUrl}/oidc`,
    );
  });
});
