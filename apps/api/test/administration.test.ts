import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, createApi } from './support/api';
import { as, fingerprint, seedAccounts } from './support/fixtures';
import { uploadPublicPdf } from './support/requests';
import { startTestServer, type TestServer } from './support/testServer';

const ADMIN = as('marcoColombo');

describe('administration: request types, home page and geography', () => {
  let server: TestServer;
  let api: Api;
  let template: string;

  beforeAll(async () => {
    server = await startTestServer();
    api = createApi(server);
    await seedAccounts(server);
    template = (await uploadPublicPdf(api, 'Modello lettera di intenti.pdf', 'template'))._id;
  });
  afterAll(() => server.stop());

  describe('request-type configurations', () => {
    it('given ADMIN, when a type is configured, then every role reads its document fields and the public data lists the type', async () => {
      const config = await api.ok(
        'requestConfig.create',
        {
          requestType: 'D1',
          documentType: [
            { label: 'Lettera di intenti', required: true, template },
            { label: 'Sinossi', required: false, template },
          ],
        },
        ADMIN,
      );
      expect(config.documentType.map((field) => [field.label, field.required])).toEqual([
        ['Lettera di intenti', true],
        ['Sinossi', false],
      ]);
      const { result } = await api.ok(
        'requestConfig.find',
        { query: { requestType: 'D1' } },
        as('marioRossi'),
      );
      expect(result[0]?._id).toBe(config._id);
      // Screens name a template by its file, never by its id.
      expect(result[0]?.documentType.map((field) => field.templateFileName)).toEqual([
        'Modello lettera di intenti.pdf',
        'Modello lettera di intenti.pdf',
      ]);
      expect((await api.ok('roles.getPublicData', {})).requestTypes).toEqual(['D1']);
    });

    it('refuses a second configuration of a type (409), a missing template (400), two fields with one label (400) and non-ADMIN (403)', async () => {
      const before = await fingerprint(server);
      const field = { label: 'Protocollo', required: true, template };
      expect(
        (await api.call('requestConfig.create', { requestType: 'D1', documentType: [field] }, ADMIN)).status,
      ).toBe(409);
      const noTemplate = await api.call(
        'requestConfig.create',
        { requestType: 'D2', documentType: [{ ...field, template: 'sparito' }] },
        ADMIN,
      );
      expect(noTemplate).toMatchObject({
        status: 400,
        error: { message: 'Modello non trovato per: Protocollo' },
      });
      expect(
        (await api.call('requestConfig.create', { requestType: 'D2', documentType: [field, field] }, ADMIN))
          .status,
      ).toBe(400);
      const missingLabel = await api.call(
        'requestConfig.create',
        { requestType: 'D2', documentType: [{ required: true, template }] } as never,
        ADMIN,
      );
      expect(missingLabel.status).toBe(400);
      expect(
        (
          await api.call(
            'requestConfig.create',
            { requestType: 'D2', documentType: [field] },
            as('giuliaBianchi'),
          )
        ).status,
      ).toBe(403);
      expect(await fingerprint(server)).toEqual(before);
    });

    it('replaces the fields with the version it saw, and refuses a stale version (409)', async () => {
      const created = await api.ok('requestConfig.create', { requestType: 'E1', documentType: [] }, ADMIN);
      const updated = await api.ok(
        'requestConfig.update',
        {
          _id: created._id,
          updated: created.updated,
          documentType: [{ label: 'Consenso informato', required: true, template }],
        },
        ADMIN,
      );
      expect(updated.documentType.map((field) => field.label)).toEqual(['Consenso informato']);
      const before = await fingerprint(server);
      expect(
        (
          await api.call(
            'requestConfig.update',
            { _id: created._id, updated: created.updated, documentType: [] },
            ADMIN,
          )
        ).status,
      ).toBe(409);
      expect(await fingerprint(server)).toEqual(before);
    });
  });

  describe('the home page', () => {
    it('given ADMIN, when it saves the home page, then the HTML is sanitised and everyone reads it without a token', async () => {
      const home = await api.ok(
        'home.create',
        {
          header: '<h1 onclick="steal()">Comitato Etico Territoriale</h1>',
          body: '<p class="ql-align-center">Benvenuti<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>',
          footer: '<p><img src="https://example.org/logo.png" onerror="x()"></p>',
        },
        ADMIN,
      );
      expect(home.header).toBe('<h1>Comitato Etico Territoriale</h1>');
      expect(home.body).toBe('<p class="ql-align-center">Benvenuti</p><a>x</a>');
      expect(home.footer).toBe('<p><img src="https://example.org/logo.png" /></p>');
      expect(home.updateUser?.fullname).toBe('Marco Colombo');
      const { result } = await api.ok('home.find', { take: 1 });
      expect(result[0]?._id).toBe(home._id);
      expect((await api.ok('home.get', { id: home._id })).body).toBe(home.body);
    });

    it('refuses home writes without ADMIN (403) or without a token (401), changing nothing', async () => {
      const before = await fingerprint(server);
      expect(
        (await api.call('home.create', { header: '', body: '<p>mia</p>', footer: '' }, as('giuliaBianchi')))
          .status,
      ).toBe(403);
      expect(
        (await api.call('home.create', { header: '', body: '<p>mia</p>', footer: '' }, { role: 'ADMIN' }))
          .status,
      ).toBe(401);
      expect(await fingerprint(server)).toEqual(before);
    });

    it('updates with the version it saw, refuses a stale one (409), and deletes', async () => {
      const home = await api.ok(
        'home.create',
        { header: '<p>A</p>', body: '<p>B</p>', footer: '<p>C</p>' },
        ADMIN,
      );
      const updated = await api.ok(
        'home.update',
        { _id: home._id, updated: home.updated, body: '<p>Nuovo</p>' },
        ADMIN,
      );
      expect(updated).toMatchObject({ header: '<p>A</p>', body: '<p>Nuovo</p>' });
      expect(
        (
          await api.call(
            'home.update',
            { _id: home._id, updated: home.updated, body: '<p>Vecchio</p>' },
            ADMIN,
          )
        ).status,
      ).toBe(409);
      expect(await api.ok('home.delete', { _id: home._id }, ADMIN)).toEqual({ _id: home._id });
      expect((await api.call('home.get', { id: home._id })).status).toBe(404);
    });
  });

  describe('provinces and cities of Italy', () => {
    it('lists every province with its code, and the municipalities of one', async () => {
      const provinces = await api.ok('city.provinces', {}, as('marioRossi'));
      expect(provinces.length).toBeGreaterThanOrEqual(105);
      expect(provinces).toContainEqual({ code: 'RM', name: 'Roma' });
      const cities = (await api.ok('city.cities', { provinceCode: 'RM' }, as('marioRossi'))).map(
        (city) => city.name,
      );
      expect(cities).toEqual(expect.arrayContaining(['Roma', 'Fiumicino', 'Tivoli']));
      expect(cities.length).toBeGreaterThan(100);
    });

    it('answers 404 for an unknown province and 400 for a malformed code', async () => {
      expect((await api.call('city.cities', { provinceCode: 'ZZ' }, as('marioRossi'))).status).toBe(404);
      expect((await api.call('city.cities', { provinceCode: 'roma' }, as('marioRossi'))).status).toBe(400);
    });
  });
});
