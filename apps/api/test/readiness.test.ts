import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpPeer } from './support/mailServer';
import { freePort, startTestServer, type TestServer, UNLIMITED } from './support/testServer';

type ReadyBody = { status: string; dependencies: Record<string, { state: string; detail: string }> };

const get = async (server: TestServer, path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${server.baseUrl}${path}`, { headers });
  return { status: response.status, headers: response.headers, body: await response.text() };
};

const readiness = async (server: TestServer) => {
  const { status, body } = await get(server, '/api/health/ready');
  return { status, body: JSON.parse(body) as ReadyBody };
};

describe('liveness and readiness of a server with the embedded sign-in and no mail relay', () => {
  let server: TestServer;
  let portalDist: string;

  beforeAll(async () => {
    // With a built portal to serve: its index.html must never stand in for a health answer.
    portalDist = await mkdtemp(join(tmpdir(), 'cet-portal-dist-'));
    await mkdir(join(portalDist, 'assets'));
    await writeFile(join(portalDist, 'index.html'), '<!doctype html><title>Portale CET</title>');
    server = await startTestServer({ portalDist });
  });
  afterAll(async () => {
    await server.stop();
    await rm(portalDist, { recursive: true, force: true });
  });

  it('is live, without asking anything of its dependencies', async () => {
    const live = await get(server, '/api/health/live');
    expect(live.status).toBe(200);
    expect(live.headers.get('content-type')).toMatch(/^application\/json/);
    expect(JSON.parse(live.body)).toEqual({ status: 'ok' });
  });

  it('is ready, listing each dependency with its state; a mail relay not configured is no failure', async () => {
    const ready = await readiness(server);
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({
      status: 'ready',
      dependencies: {
        database: { state: 'up', detail: 'il database risponde' },
        mailRelay: { state: 'notConfigured', detail: 'non configurato (SMTP_URL non impostato)' },
        // Files beside the embedded database, the database itself on PostgreSQL (documentStore.test.ts).
        documentStore: {
          state: 'up',
          detail: server.databaseUrl
            ? 'documenti nel database, che risponde'
            : `documenti nella cartella ${join(server.dataDir, 'documents')}, scrivibile`,
        },
        identityProvider: { state: 'up', detail: 'emittente integrato (accesso dimostrativo)' },
      },
    });
  });

  it('keeps GET /api/health as it was', async () => {
    const health = await get(server, '/api/health');
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toEqual({ status: 'ok' });
  });

  it('answers the probes without a token, an XSRF header or a cookie, and no cache keeps them', async () => {
    for (const path of ['/api/health/live', '/api/health/ready']) {
      const answer = await get(server, path, { authorization: 'Bearer not-a-token' });
      expect(answer.status).toBe(200);
      expect(answer.body).not.toContain('<title>');
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('is not the portal page for a health path it does not know', async () => {
    const unknown = await get(server, '/api/health/nowhere');
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body)).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});

describe('probes polled more often than the API limit allows a caller', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      rateLimits: { ...UNLIMITED.rateLimits, apiPerMinute: 5 },
    });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('are never refused with 429, while the calls of the same address are', async () => {
    for (let poll = 0; poll < 12; poll += 1) {
      expect((await get(server, '/api/health/live')).status).toBe(200);
      expect((await get(server, '/api/health/ready')).status).toBe(200);
      expect((await get(server, '/api/health')).status).toBe(200);
    }
    const statuses = [];
    for (let call = 0; call < 6; call += 1) statuses.push((await get(server, '/api/config')).status);
    expect(statuses).toContain(429);
  });
});

describe('readiness with a mail relay (SMTP_URL)', () => {
  let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
  let withRelay: TestServer;
  let withRelayDown: TestServer;

  beforeAll(async () => {
    peer = await startSmtpPeer();
    withRelay = await startTestServer({
      mail: { smtpUrl: `smtp://127.0.0.1:${peer.port}`, from: 'cet@regione.example.it' },
    });
    // Nothing listens there: the relay is down from the start.
    withRelayDown = await startTestServer({
      mail: { smtpUrl: `smtp://127.0.0.1:${await freePort()}`, from: 'cet@regione.example.it' },
    });
  });
  afterAll(async () => {
    await withRelay.stop();
    await withRelayDown.stop();
    await peer.stop();
  });

  it('says the relay is up once it has greeted, and asks it again only after a few seconds', async () => {
    const before = peer.connections;
    const first = await readiness(withRelay);
    expect(first.status).toBe(200);
    expect(first.body.status).toBe('ready');
    expect(first.body.dependencies.mailRelay).toEqual({ state: 'up', detail: 'il server di posta risponde' });
    expect(peer.connections).toBe(before + 1);

    // A probe polling every second: the relay's answer is kept, no connection is opened each time.
    await Promise.all([readiness(withRelay), readiness(withRelay), readiness(withRelay)]);
    expect((await readiness(withRelay)).body.dependencies.mailRelay?.state).toBe('up');
    expect(peer.connections).toBe(before + 1);
  });

  it('stays ready with the relay down, saying it is degraded: messages wait in the outbox', async () => {
    const ready = await readiness(withRelayDown);
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('degraded');
    expect(ready.body.dependencies.mailRelay).toEqual({
      state: 'down',
      detail: expect.stringMatching(/^il server di posta non risponde \(.*ECONNREFUSED.*\)$/),
    });
    expect(ready.body.dependencies.database?.state).toBe('up');
    // Liveness never depends on it.
    expect((await get(withRelayDown, '/api/health/live')).status).toBe(200);
  });
});
