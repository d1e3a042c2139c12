import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './support/testServer';

describe('a running server', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let portalDist: string;

  beforeAll(async () => {
    portalDist = await mkdtemp(join(tmpdir(), 'cet-portal-dist-'));
    await mkdir(join(portalDist, 'assets'));
    await writeFile(
      join(portalDist, 'index.html'),
      '<!doctype html><title>Portale CET</title><div id="root"></div>',
    );
    await writeFile(join(portalDist, 'assets', 'app.js'), 'console.log("portale");');
    server = await startTestServer({ portalDist });
  });

  afterAll(async () => {
    await server.stop();
    await rm(portalDist, { recursive: true, force: true });
  });

  it('answers the health check once its database answers', async () => {
    const response = await fetch(`${server.baseUrl}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('runs on PostgreSQL when DATABASE_URL is set, on embedded PGlite otherwise', async () => {
    expect(server.app.database.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('answers an unknown API path with 404 and a clear Italian message', async () => {
    const response = await fetch(`${server.baseUrl}/api/nowhere?x=1`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Risorsa non trovata: GET /api/nowhere' },
    });
  });

  it('tells the portal where to sign in before anyone has a token', async () => {
    const response = await fetch(`${server.baseUrl}/api/config`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      oidc: expect.objectContaining({
        issuer: 'http://localhost:8080/oidc',
        authorizationEndpoint: 'http://localhost:8080/oidc/auth',
        clientId: 'cet-portal',
        scope: 'openid',
      }),
      identity: {
        name: 'Comitato Etico Territoriale',
        department: 'Regione – Dipartimento Salute',
        logoUrl: null,
        primaryColor: '#435A70',
      },
      manualUrl: null,
      contacts: {
        addressLines: ['Via Cristoforo Colombo 112', '00147 Roma (RM)'],
        email: 'comitato.etico@regione.example.it',
        pec: 'comitato.etico@pec.regione.example.it',
        phone: null,
      },
      accessibility: {
        entity: 'Comitato Etico Territoriale',
        siteUrl: 'http://localhost:8080',
        conformance: 'partial',
        issues: [
          'I documenti PDF caricati dai richiedenti possono non essere accessibili: il portale non ne controlla il contenuto.',
          "L'editor del testo della pagina principale non annuncia tutti i formati applicati.",
        ],
        preparedOn: '2026-11-24',
        feedbackUrl: 'https://form.agid.gov.it/',
        contactEmail: 'accessibilita@regione.example.it',
      },
    });
  });

  it('serves the portal and its assets', async () => {
    const page = await fetch(`${server.baseUrl}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Portale CET</title>');
    const asset = await fetch(`${server.baseUrl}/assets/app.js`);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
  });

  it('lets the portal render its own client-side routes, such as a deep link to a request', async () => {
    const response = await fetch(`${server.baseUrl}/showRequest/0190f3a2`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
  });
});
