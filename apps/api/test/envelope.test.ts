import { APP_CODE, CALL_LIST } from '@cet-portal/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_IMPLEMENTATIONS } from '../src/calls';
import { type Api, createApi } from './support/api';
import { as, fingerprint, seedAccounts } from './support/fixtures';
import { startTestServer, type TestServer } from './support/testServer';

const envelope = (method: string, path: string, input: unknown = {}, role: string | null = 'SEG') => ({
  appCode: APP_CODE,
  service: path.split('/')[1],
  method,
  path,
  params: { input, role },
});

describe('the envelope endpoints', () => {
  let server: TestServer;
  let api: Api;
  let segToken: string;

  beforeAll(async () => {
    server = await startTestServer();
    api = createApi(server);
    await seedAccounts(server);
    segToken = await api.token('BNCGLI85M41F205B');
  });
  afterAll(() => server.stop());

  const asSeg = () => ({ headers: { authorization: `Bearer ${segToken}` } });

  it('has an implementation with a permission rule for every call of the contract', () => {
    for (const call of CALL_LIST) {
      const implementation = CALL_IMPLEMENTATIONS[call.key];
      expect(implementation, call.key).toBeDefined();
      expect(implementation.rule.length, call.key).toBeGreaterThan(5);
    }
  });

  it('answers an unknown call with 404 naming it', async () => {
    const { status, body } = await api.post(envelope('POST', '/request/teleport'), asSeg());
    expect(status).toBe(404);
    expect(body).toEqual({
      error: { code: 'NOT_FOUND', message: 'Chiamata sconosciuta: POST /request/teleport' },
    });
  });

  it('refuses a malformed envelope with 400 and says which part is wrong', async () => {
    const { status, body } = await api.post(
      { appCode: APP_CODE, service: 'request', method: 'POST' },
      asSeg(),
    );
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'BAD_REQUEST' });
    expect(JSON.stringify(body.error)).toMatch(/Busta della chiamata non valida: .*path/);
  });

  it('refuses an envelope whose service is not the first segment of its path', async () => {
    const { status, body } = await api.post(
      { ...envelope('POST', '/request/find'), service: 'user' },
      asSeg(),
    );
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain('non corrisponde al percorso /request/find');
  });

  it('refuses an unknown field with 400 naming the field, in Italian', async () => {
    const result = await api.call(
      'request.find',
      { query: { studyTitel: 'cuore' } } as never,
      as('giuliaBianchi'),
    );
    expect(result.status).toBe(400);
    expect(result.error?.message).toBe('Dati non validi: campo non previsto "query.studyTitel"');
  });

  it('refuses a field of the wrong type with 400 naming the field', async () => {
    const result = await api.call('request.find', { take: 'dieci' } as never, as('giuliaBianchi'));
    expect(result.status).toBe(400);
    expect(result.error?.message).toMatch(/^Dati non validi: take: .*atteso numero/);
  });

  it('refuses a missing required field with 400 naming the field', async () => {
    const result = await api.call('request.countByState', {} as never, as('giuliaBianchi'));
    expect(result.status).toBe(400);
    expect(result.error?.message).toMatch(/^Dati non validi: states: /);
  });

  it('refuses a huge string with 400 rather than storing or searching it', async () => {
    const before = await fingerprint(server);
    const result = await api.call('request.create', { studyTitle: 'x'.repeat(100_000) }, as('marioRossi'));
    expect(result.status).toBe(400);
    expect(result.error?.message).toMatch(/^Dati non validi: studyTitle: /);
    expect(await fingerprint(server)).toEqual(before);
  });

  it('refuses a page size outside 1–50 and a sort on a field outside the whitelist', async () => {
    expect((await api.call('request.find', { take: 500 }, as('giuliaBianchi'))).status).toBe(400);
    const sorted = await api.call(
      'request.find',
      { sort: { promoterEmail: 1 } } as never,
      as('giuliaBianchi'),
    );
    expect(sorted.status).toBe(400);
    expect(sorted.error?.message).toContain('sort');
  });

  it('answers a body that is not JSON with 400 and one that is not declared JSON with 415', async () => {
    expect((await api.post('{"appCode":', asSeg())).status).toBe(400);
    const response = await fetch(`${server.baseUrl}/api`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${segToken}` },
      body: 'a;b',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ error: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
  });

  it('answers home reads and the public data on /api/public without a token', async () => {
    const homes = await api.call('home.find', {});
    expect(homes).toMatchObject({ status: 200, data: { result: [], total: 0 } });
    const publicData = await api.call('roles.getPublicData', {});
    expect(publicData.status).toBe(200);
    expect(publicData.data?.roles.map((role) => role.name).sort()).toEqual([
      'ADMIN',
      'CET',
      'PRE',
      'RIC',
      'SEG',
    ]);
  });

  it('offers nothing else on /api/public: a home write there is 404 and changes nothing', async () => {
    const before = await fingerprint(server);
    const write = envelope('PUT', '/home', { header: '<p>x</p>', body: '', footer: '' }, 'ADMIN');
    const { status, body } = await api.post(write, { address: '/api/public' });
    expect(status).toBe(404);
    expect(JSON.stringify(body)).toContain("non è disponibile sull'indirizzo pubblico");
    expect(await fingerprint(server)).toEqual(before);
  });

  it.each([
    ['a NUL character in a text', 'request.create', { studyTitle: 'a\u0000b' }, 'marioRossi'],
    [
      'an identifier beyond the database’s integers',
      'request.find',
      { query: { identifier: 9_999_999_999 } },
      'giuliaBianchi',
    ],
    [
      'a year the database cannot hold',
      'conference.find',
      { query: { startDate: '0000-01-01' } },
      'giuliaBianchi',
    ],
    ['an input that is an array', 'request.find', [] as never, 'giuliaBianchi'],
    ['an id with a path in it', 'request.get', { id: '../../etc/passwd' }, 'giuliaBianchi'],
    [
      'a meeting listing one request twice',
      'conference.create',
      {
        subject: 'S',
        agenda: 'A',
        startDate: '2026-03-10T09:00:00.000Z',
        requestsUsers: [{ request: 'r1' }, { request: 'r1' }],
      },
      'giuliaBianchi',
    ],
  ] as const)('answers %s with a 4xx, never a 500', async (_case, key, input, account) => {
    const before = await fingerprint(server);
    const result = await api.call(key, input as never, as(account));
    expect(
      result.status === 200 || (result.status >= 400 && result.status < 500),
      `${key} → ${result.status} ${result.error?.message}`,
    ).toBe(true);
    expect(await fingerprint(server)).toEqual(before);
  });

  it('needs a token for every other call (401)', async () => {
    const { status, body } = await api.post(envelope('POST', '/request/find'));
    expect(status).toBe(401);
    expect(body.error).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
