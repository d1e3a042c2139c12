import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APP_CODE } from '@cet-portal/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, createApi, envelopeOf, XSRF_PAIR } from './support/api';
import { as, fingerprint, seedAccounts } from './support/fixtures';
import { startTestServer, type TestServer } from './support/testServer';

const SEG = as('giuliaBianchi');
const MARIO = as('marioRossi');
const PDF = `data:application/pdf;base64,${Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64')}`;

/** A built portal with one hashed asset, as Vite leaves it. */
const makePortalDist = async () => {
  const dist = await mkdtemp(join(tmpdir(), 'cet-portal-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><html lang="it"><body></body></html>');
  await writeFile(join(dist, 'page.html'), '<!doctype html><html lang="it"><body></body></html>');
  await writeFile(join(dist, 'assets/index-Ab3dE9xZ.js'), 'console.log("portal");\n');
  return dist;
};

const expectNotStored = (response: Response, what: string) => {
  expect(`${what}: ${response.headers.get('cache-control')}`).toBe(`${what}: no-store`);
  expect(`${what}: ${response.headers.get('pragma')}`).toBe(`${what}: no-cache`);
};

describe('API answers', () => {
  let server: TestServer;
  let api: Api;
  let dist: string;

  beforeAll(async () => {
    dist = await makePortalDist();
    server = await startTestServer({ portalDist: dist });
    api = createApi(server);
    await seedAccounts(server);
  });
  afterAll(async () => {
    await server.stop();
    await rm(dist, { recursive: true, force: true });
  });

  /** One envelope POSTed as the portal sends it, answered as the raw response. */
  const post = async (
    key: Parameters<typeof envelopeOf>[0],
    input: unknown,
    caller: { fiscalCode?: string | undefined; role?: string | null | undefined } = {},
  ) => {
    const { address, envelope } = envelopeOf(key, input as never, (caller.role ?? null) as never);
    const { fiscalCode } = caller;
    return fetch(`${server.baseUrl}${address}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...XSRF_PAIR,
        ...(fiscalCode ? { authorization: `Bearer ${await api.token(fiscalCode)}` } : {}),
      },
      body: JSON.stringify(envelope),
    });
  };

  describe('are never kept by a browser or proxy cache', () => {
    it('every /api answer, a refusal too, says Cache-Control: no-store and Pragma: no-cache', async () => {
      expectNotStored(await fetch(`${server.baseUrl}/api/health`), 'health');
      expectNotStored(await fetch(`${server.baseUrl}/api/config`), 'config');
      expectNotStored(await post('request.find', { query: {} }, SEG), 'a list');
      expectNotStored(await post('request.find', { query: {} }), 'a 401');
      expectNotStored(await post('documentation.get', {}), 'a public call');
      expectNotStored(
        await fetch(`${server.baseUrl}/api`, { method: 'POST', body: '{', headers: XSRF_PAIR }),
        'a 400',
      );
      expectNotStored(await fetch(`${server.baseUrl}/api/nothing-here`), 'a 404');
    });

    it('a document download and a list export say no-store too', async () => {
      const uploaded = await api.ok('document.upload', { file: PDF, name: 'protocollo.pdf' }, MARIO);
      const download = await post('document.get', { id: uploaded._id }, MARIO);
      expect(download.status).toBe(200);
      expectNotStored(download, 'document');
      const exported = await post('request.download', { query: {}, type: 'CSV' }, SEG);
      expect(exported.status).toBe(200);
      expectNotStored(exported, 'CSV export');
      const pdf = await post('request.download', { query: {}, type: 'PDF' }, SEG);
      expectNotStored(pdf, 'PDF export');
    });

    it("the portal's hashed assets keep their immutable caching", async () => {
      const asset = await fetch(`${server.baseUrl}/assets/index-Ab3dE9xZ.js`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(asset.headers.get('pragma')).toBeNull();
    });
  });

  describe("an export's file name", () => {
    it('the caller’s title goes through safeFileName: no path, line break, control or bidirectional character', async () => {
      const title = '../../x\r\nSet-Cookie: a=b\u202Efdp.exe';
      for (const type of ['CSV', 'PDF'] as const) {
        const file = await api.ok('request.download', { query: {}, type, title }, SEG);
        expect(file.fileName).not.toMatch(/[/\\\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/u);
        expect(file.fileName).toMatch(
          new RegExp(`^xSet-Cookie: a=bfdp\\.exe_\\d{2}-\\d{2}-\\d{4}\\.${type.toLowerCase()}$`),
        );
      }
    });

    it('a title of nothing but a path gets the default name', async () => {
      const file = await api.ok('request.download', { query: {}, type: 'CSV', title: '../' }, SEG);
      expect(file.fileName).toMatch(/^_\d{2}-\d{2}-\d{4}\.csv$|^Lista Richieste_\d{2}-\d{2}-\d{4}\.csv$/);
    });
  });

  describe("the envelope's application code", () => {
    it(`is checked against APP_CODE (${APP_CODE}): another code gets a clear Italian 400 and changes nothing`, async () => {
      const before = await fingerprint(server);
      const { envelope } = envelopeOf('request.create', { subject: 'Bozza con codice sbagliato' }, 'RIC');
      for (const appCode of ['000099', 'x']) {
        const answer = await api.post(
          { ...envelope, appCode },
          { headers: { authorization: `Bearer ${await api.token(MARIO.fiscalCode ?? '')}` } },
        );
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual({
          error: {
            code: 'BAD_REQUEST',
            message: `Busta della chiamata non valida: il codice applicazione "${appCode}" non è quello di questo portale (${APP_CODE})`,
          },
        });
      }
      expect(await fingerprint(server)).toEqual(before);
      expect((await api.call('request.count', { query: {} }, MARIO)).status).toBe(200);
    });

    it('the public address checks it too', async () => {
      const { envelope } = envelopeOf('documentation.get', {}, null);
      const answer = await api.post({ ...envelope, appCode: '000018' }, { address: '/api/public' });
      expect(answer.status).toBe(400);
    });
  });
});
