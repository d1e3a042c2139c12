import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE } from '../src/http/portalFiles';
import { createApi, envelopeOf, XSRF_PAIR } from './support/api';
import { as, seedAccounts } from './support/fixtures';
import { startTestServer } from './support/testServer';

const SCRIPT = `console.log(${JSON.stringify('portale '.repeat(400))});`;
const TRANSLATIONS = JSON.stringify({ saluto: 'Benvenuto nel portale '.repeat(100) });

describe('what the server sends a browser', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let portalDist: string;

  beforeAll(async () => {
    // A build as Vite and the portal's precompress plugin leave it: hashed assets with .br and .gz beside.
    portalDist = await mkdtemp(join(tmpdir(), 'cet-portal-dist-'));
    await mkdir(join(portalDist, 'assets', 'i18n'), { recursive: true });
    await writeFile(
      join(portalDist, 'index.html'),
      '<!doctype html><title>Portale CET</title><div id="first-view"><h1>Benvenuto</h1></div>',
    );
    await writeFile(
      join(portalDist, 'page.html'),
      '<!doctype html><title>Portale CET</title><div id="first-view">Caricamento della pagina…</div>',
    );
    const files = { 'assets/index-Ab3_x-9Z.js': SCRIPT, 'assets/i18n/it.json': TRANSLATIONS };
    for (const [name, content] of Object.entries(files)) {
      await writeFile(join(portalDist, name), content);
      await writeFile(join(portalDist, `${name}.br`), brotliCompressSync(content));
      await writeFile(join(portalDist, `${name}.gz`), gzipSync(content));
    }
    server = await startTestServer({ portalDist });
    await seedAccounts(server);
  });

  afterAll(async () => {
    await server.stop();
    await rm(portalDist, { recursive: true, force: true });
  });

  const get = (path: string, acceptEncoding: string) =>
    fetch(`${server.baseUrl}${path}`, { headers: { 'accept-encoding': acceptEncoding } });

  it('sends a hashed script compressed as the browser asks, to be kept a year without asking again', async () => {
    for (const encoding of ['br', 'gzip']) {
      const response = await get('/assets/index-Ab3_x-9Z.js', encoding);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(await response.text()).toBe(SCRIPT);
    }
  });

  it("answers the home page's addresses with its own first view, and every other page with the loading one", async () => {
    for (const path of ['/', '/home', '/home?code=x']) {
      const response = await get(path, 'identity');
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(await response.text(), path).toContain('<h1>Benvenuto</h1>');
    }
    for (const path of ['/requestList', '/showRequest/12', '/homePanel']) {
      const response = await get(path, 'identity');
      expect(response.status).toBe(200);
      expect(await response.text(), path).toContain('Caricamento della pagina');
    }
  });

  it('sends the script as it is to a client that accepts no compression', async () => {
    const response = await get('/assets/index-Ab3_x-9Z.js', 'identity');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(SCRIPT));
  });

  it('has the browser check the index page and the translations (their names never change) on every visit', async () => {
    for (const path of ['/', '/requestList', '/assets/i18n/it.json']) {
      const response = await get(path, 'br, gzip');
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
    }
    const translations = await get('/assets/i18n/it.json', 'gzip');
    expect(translations.headers.get('content-encoding')).toBe('gzip');
    expect(await translations.json()).toEqual(JSON.parse(TRANSLATIONS));
  });

  it('keeps the content security policy on compressed files', async () => {
    const response = await get('/assets/index-Ab3_x-9Z.js', 'br');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('compresses an API answer above 1 KiB, and leaves a small one as it is', async () => {
    const api = createApi(server);
    const post = async (key: 'city.provinces' | 'user.me', role: ReturnType<typeof as>) => {
      const { address, envelope } = envelopeOf(key, {}, role.role ?? null);
      return fetch(`${server.baseUrl}${address}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'accept-encoding': 'br, gzip',
          authorization: `Bearer ${await api.token(role.fiscalCode ?? '')}`,
          ...XSRF_PAIR,
        },
        body: JSON.stringify(envelope),
      });
    };
    const provinces = await post('city.provinces', as('marioRossi'));
    expect(provinces.status).toBe(200);
    expect(provinces.headers.get('content-encoding')).toBe('br');
    const { data } = (await provinces.json()) as { data: unknown[] };
    expect(data.length).toBeGreaterThan(100);
    const me = await post('user.me', as('marioRossi'));
    expect(me.status).toBe(200);
    expect(me.headers.get('content-encoding')).toBeNull();
    expect(Number(me.headers.get('content-length'))).toBeLessThan(1024);
  });

  /** An envelope call's raw bytes and encoding, undecoded (fetch would decode them). */
  const rawCall = async (
    key: 'city.provinces' | 'request.download',
    input: unknown,
    caller: ReturnType<typeof as>,
    acceptEncoding: string,
  ) => {
    const { address, envelope } = envelopeOf(key, input as never, caller.role ?? null);
    const token = await createApi(server).token(caller.fiscalCode ?? '');
    const body = JSON.stringify(envelope);
    return new Promise<{ encoding: string | undefined; bytes: Buffer }>((resolve, reject) => {
      const request = httpRequest(
        `${server.baseUrl}${address}`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'accept-encoding': acceptEncoding,
            authorization: `Bearer ${token}`,
            ...XSRF_PAIR,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ encoding: response.headers['content-encoding'], bytes: Buffer.concat(chunks) }),
          );
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  };

  it('compresses a JSON answer at Brotli quality 4, and a streamed export in Brotli too (at a faster setting)', async () => {
    const plain = await rawCall('city.provinces', {}, as('marioRossi'), 'identity');
    const compressed = await rawCall('city.provinces', {}, as('marioRossi'), 'br');
    expect(compressed.encoding).toBe('br');
    // Brotli's output is fixed by its input and quality: the answer is the one quality 4 makes.
    expect(compressed.bytes).toEqual(
      brotliCompressSync(plain.bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
    );
    const input = { query: {}, type: 'CSV' };
    const file = await rawCall('request.download', input, as('giuliaBianchi'), 'identity');
    const streamed = await rawCall('request.download', input, as('giuliaBianchi'), 'br, gzip');
    expect(streamed.encoding).toBe('br');
    expect(brotliDecompressSync(streamed.bytes).toString('utf8')).toBe(file.bytes.toString('utf8'));
  });
});
