import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PortalConfig, UpdateCommitteeIdentityInput } from '@cet-portal/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { type Api, createApi } from './support/api';
import { as, fingerprint, seedAccounts } from './support/fixtures';
import { startTestServer, type TestServer, testConfig } from './support/testServer';

const ADMIN = as('marcoColombo');

/** The smallest PNG there is: one transparent pixel. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const PNG_BYTES = Buffer.from(PNG_BASE64, 'base64');

const LOMBARDIA: UpdateCommitteeIdentityInput = {
  name: 'Comitato Etico Territoriale Lombardia 1',
  department: 'Direzione Generale Welfare',
  addressLines: ['Piazza Città di Lombardia 1', '20124 Milano (MI)'],
  email: 'cet.lombardia1@regione.example.it',
  pec: 'cet.lombardia1@pec.regione.example.it',
  phone: '+39 02 6765 1',
  manualUrl: 'https://manuale.regione.example.it/cet',
  primaryColor: '#7a1f3d',
  updated: null,
};

const portalConfig = async (server: TestServer): Promise<PortalConfig> =>
  (await fetch(`${server.baseUrl}/api/config`)).json() as Promise<PortalConfig>;

describe("the committee's identity: the installation's settings, then ADMIN's", () => {
  let server: TestServer;
  let api: Api;

  beforeAll(async () => {
    server = await startTestServer();
    api = createApi(server);
    await seedAccounts(server);
  });
  afterAll(() => server.stop());

  it("given a fresh install, then /api/config carries the environment's defaults and a neutral primary colour", async () => {
    const config = await portalConfig(server);
    expect(config.identity).toEqual({
      name: 'Comitato Etico Territoriale',
      department: 'Regione – Dipartimento Salute',
      logoUrl: null,
      primaryColor: '#435A70',
    });
    expect(config.contacts.email).toBe('comitato.etico@regione.example.it');
    const read = await api.ok('committee.get', {}, ADMIN);
    expect(read).toMatchObject({ overridden: false, updated: null, primaryColor: '#435A70' });
    expect((await fetch(`${server.baseUrl}/api/config/logo`)).status).toBe(404);
  });

  it("given ADMIN saves an identity with a logo, then every page's configuration shows it and the logo is served as a PNG", async () => {
    const saved = await api.ok(
      'committee.update',
      { ...LOMBARDIA, logo: `data:image/png;base64,${PNG_BASE64}` },
      ADMIN,
    );
    expect(saved).toMatchObject({
      overridden: true,
      primaryColor: '#7A1F3D',
      updateUser: { fullname: 'Marco Colombo' },
    });
    const config = await portalConfig(server);
    expect(config.identity).toMatchObject({
      name: 'Comitato Etico Territoriale Lombardia 1',
      department: 'Direzione Generale Welfare',
      primaryColor: '#7A1F3D',
    });
    expect(config.manualUrl).toBe('https://manuale.regione.example.it/cet');
    expect(config.contacts).toEqual({
      addressLines: ['Piazza Città di Lombardia 1', '20124 Milano (MI)'],
      email: 'cet.lombardia1@regione.example.it',
      pec: 'cet.lombardia1@pec.regione.example.it',
      phone: '+39 02 6765 1',
    });
    const logo = await fetch(`${server.baseUrl}${config.identity.logoUrl}`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(logo.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await logo.arrayBuffer())).toEqual(PNG_BYTES);
  });

  it('given a save without a logo, then the logo in force stays; with logo null, there is none', async () => {
    const current = await api.ok('committee.get', {}, ADMIN);
    const kept = await api.ok(
      'committee.update',
      { ...LOMBARDIA, name: 'CET Lombardia 1', updated: current.updated },
      ADMIN,
    );
    expect(kept.name).toBe('CET Lombardia 1');
    expect(kept.logoUrl).toMatch(/^\/api\/config\/logo\?v=/);
    const without = await api.ok(
      'committee.update',
      { ...LOMBARDIA, logo: null, updated: kept.updated },
      ADMIN,
    );
    expect(without.logoUrl).toBeNull();
    expect((await portalConfig(server)).identity.logoUrl).toBeNull();
  });

  it('refuses a primary colour below 4.5:1 with white text, in Italian, and changes nothing', async () => {
    const current = await api.ok('committee.get', {}, ADMIN);
    const before = await fingerprint(server);
    const refused = await api.call(
      'committee.update',
      { ...LOMBARDIA, primaryColor: '#00A651', updated: current.updated },
      ADMIN,
    );
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toContain(
      'Il colore principale #00A651 ha un contrasto di 3,1:1 con il testo bianco dei pulsanti: ne serve almeno 4,5:1',
    );
    const notHex = await api.call(
      'committee.update',
      { ...LOMBARDIA, primaryColor: 'blu', updated: current.updated },
      ADMIN,
    );
    expect(notHex.status).toBe(400);
    expect(notHex.error?.message).toContain(
      'Il colore principale deve essere esadecimale nel formato #RRGGBB',
    );
    expect(await fingerprint(server)).toEqual(before);
    expect((await portalConfig(server)).identity.primaryColor).toBe('#7A1F3D');
  });

  it('refuses a logo that is not a PNG, JPEG or WebP, or is too large, and changes nothing', async () => {
    const current = await api.ok('committee.get', {}, ADMIN);
    const before = await fingerprint(server);
    const html = Buffer.from('<html><script>alert(1)</script></html>').toString('base64');
    const disguised = await api.call(
      'committee.update',
      { ...LOMBARDIA, logo: `data:image/png;base64,${html}`, updated: current.updated },
      ADMIN,
    );
    expect(disguised.status).toBe(400);
    expect(disguised.error?.message).toBe("Il logo deve essere un'immagine PNG, JPEG o WebP");
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64');
    const vector = await api.call(
      'committee.update',
      { ...LOMBARDIA, logo: `data:image/svg+xml;base64,${svg}`, updated: current.updated },
      ADMIN,
    );
    expect(vector.status).toBe(400);
    expect(vector.error?.message).toContain("Il logo deve essere un'immagine PNG, JPEG o WebP");
    const large = Buffer.concat([PNG_BYTES, Buffer.alloc(210 * 1024)]).toString('base64');
    const tooLarge = await api.call(
      'committee.update',
      { ...LOMBARDIA, logo: `data:image/png;base64,${large}`, updated: current.updated },
      ADMIN,
    );
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.error?.message).toContain('Il logo supera la dimensione massima di 200 KB');
    expect(await fingerprint(server)).toEqual(before);
  });

  it('refuses a save over a newer one (409) and any role but ADMIN (403)', async () => {
    const stale = await api.call('committee.update', { ...LOMBARDIA, updated: null }, ADMIN);
    expect(stale.status).toBe(409);
    expect(stale.error?.message).toContain('modificata da un altro amministratore');
    const secretariat = await api.call('committee.update', LOMBARDIA, as('giuliaBianchi'));
    expect(secretariat.status).toBe(403);
    expect((await api.call('committee.get', {}, as('giuliaBianchi'))).status).toBe(403);
  });

  it("given ADMIN resets the identity, then the installation's settings are in force again", async () => {
    const reset = await api.ok('committee.reset', {}, ADMIN);
    expect(reset).toMatchObject({
      overridden: false,
      name: 'Comitato Etico Territoriale',
      primaryColor: '#435A70',
    });
    expect((await portalConfig(server)).identity.name).toBe('Comitato Etico Territoriale');
  });
});

describe("the installation's identity from the environment", () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'cet-logo-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('reads the name, department, colour and a logo file under DATA_DIR', async () => {
    await writeFile(join(folder, 'logo.png'), PNG_BYTES);
    const env = {
      DATA_DIR: folder,
      COMMITTEE_NAME: 'Comitato Etico Territoriale Lombardia 1',
      COMMITTEE_DEPARTMENT: 'Direzione Generale Welfare',
      COMMITTEE_PRIMARY_COLOR: '#7a1f3d',
      COMMITTEE_LOGO_FILE: 'logo.png',
    };
    const { identity } = loadConfig(env);
    expect(identity).toEqual({
      name: 'Comitato Etico Territoriale Lombardia 1',
      department: 'Direzione Generale Welfare',
      primaryColor: '#7A1F3D',
      logoFile: join(folder, 'logo.png'),
    });
    const server = await startTestServer({ identity });
    try {
      const config = await portalConfig(server);
      expect(config.identity).toMatchObject({ name: env.COMMITTEE_NAME, primaryColor: '#7A1F3D' });
      const logo = await fetch(`${server.baseUrl}${config.identity.logoUrl}`);
      expect(logo.headers.get('content-type')).toBe('image/png');
    } finally {
      await server.stop();
    }
  });

  it('refuses a primary colour that white text cannot be read on, naming the setting', () => {
    expect(() => loadConfig({ COMMITTEE_PRIMARY_COLOR: '#FFCC00' })).toThrow(ConfigError);
    expect(() => loadConfig({ COMMITTEE_PRIMARY_COLOR: '#FFCC00' })).toThrow(
      /COMMITTEE_PRIMARY_COLOR.*contrasto di 1,5:1/,
    );
  });

  it('refuses to start with a logo file that is not an image', async () => {
    await writeFile(join(folder, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await expect(
      startTestServer({ identity: { ...testConfig().identity, logoFile: join(folder, 'logo.svg') } }),
    ).rejects.toThrow('COMMITTEE_LOGO_FILE');
  });
});
