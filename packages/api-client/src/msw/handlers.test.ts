import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../client/apiError';
import { type ApiClientOptions, createApiClient } from '../client/createApiClient';
import { createFileClient } from '../client/fileClient';
import type { RoleName } from '../contract/enums';
import { bytesToBase64 } from '../helpers/files';
import { DEMO_ACCOUNTS, type DemoAccountName } from './fixtures/demo';
import { makeDocument, makeFile, makeRequest, makeUser } from './fixtures/factories';
import { type MockBackendCall, mockHandlers, mockToken, setMockBackend } from './handlers';
import { createMockServer } from './node';
import {
  actingAsHandlers,
  emptyListHandlers,
  forbiddenHandlers,
  serverErrorHandlers,
  slowHandlers,
} from './scenarios';

/*
 * The plumbing of the mocks: what reaches the backend, and what the scenario helpers and overrides put in
 * front of it. The backend's behaviour is the server's own (apps/api/src/mockBackend), tested there.
 */

const BASE_URL = 'http://localhost/api';
const HOME_URL = 'http://localhost/api/public';

/** A stand-in backend: it writes down each call and answers `user.me` and the counts; it refuses the rest. */
const received: MockBackendCall[] = [];
const standInBackend = async (call: MockBackendCall) => {
  received.push(call);
  if (call.fiscalCode === null) {
    return { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'Autenticazione richiesta' } } };
  }
  if (call.key === 'user.me')
    return { status: 200, body: { data: makeUser({ fiscalCode: call.fiscalCode }) } };
  if (call.key === 'request.count') return { status: 200, body: { data: { count: 7 } } };
  if (call.key === 'document.upload') {
    return { status: 200, body: { data: makeDocument({ fileName: String(call.input.name) }) } };
  }
  if (call.key === 'document.get') {
    const data = bytesToBase64(new TextEncoder().encode('%PDF-1.7 verbale'));
    return { status: 200, body: { data: makeFile({ data, fileName: 'Verbale è «firmato».pdf' }) } };
  }
  return { status: 403, body: { error: { code: 'FORBIDDEN', message: `Rifiutata: ${call.key}` } } };
};

const server = createMockServer();
beforeAll(() => {
  setMockBackend(standInBackend);
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  received.length = 0;
});
afterAll(() => {
  server.close();
  setMockBackend(undefined);
});

const clientAs = (account: DemoAccountName, role: RoleName, options: Partial<ApiClientOptions> = {}) =>
  createApiClient({
    baseUrl: BASE_URL,
    homeBaseUrl: HOME_URL,
    getToken: () => mockToken(DEMO_ACCOUNTS[account].fiscalCode),
    getRole: () => role,
    ...options,
  });

const seg = () => clientAs('giuliaBianchi', 'SEG');
const mario = () => clientAs('marioRossi', 'RIC');

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(ApiError);
      return error as ApiError;
    },
  );

describe('the backend behind the handlers', () => {
  it('receives the call, its input with the path’s parameters, the token’s fiscal code and the role', async () => {
    await failure(seg().request.get({ id: 'request-12' }));
    expect(received).toEqual([
      {
        key: 'request.get',
        input: { id: 'request-12' },
        fiscalCode: DEMO_ACCOUNTS.giuliaBianchi.fiscalCode,
        role: 'SEG',
      },
    ]);
  });

  it('passes the backend’s answer and refusal on as they are', async () => {
    expect((await seg().request.count()).count).toBe(7);
    const refused = await failure(seg().request.find());
    expect(refused).toMatchObject({ status: 403, code: 'FORBIDDEN', message: 'Rifiutata: request.find' });
  });

  it('answers 501 with the reason when no backend is plugged in', async () => {
    setMockBackend(undefined);
    try {
      const error = await failure(seg().request.count());
      expect(error).toMatchObject({ status: 501, message: expect.stringMatching(/setMockBackend/) });
    } finally {
      setMockBackend(standInBackend);
    }
  });

  it('acts as the role’s demo account when a call carries a role but no token (Storybook)', async () => {
    const client = createApiClient({ baseUrl: BASE_URL, getRole: () => 'PRE' });
    expect((await client.user.me()).fiscalCode).toBe(DEMO_ACCOUNTS.annaFerrari.fiscalCode);
    const anonymous = createApiClient({ baseUrl: BASE_URL });
    expect((await failure(anonymous.user.me())).status).toBe(401);
    expect(received.at(-1)).toMatchObject({ fiscalCode: null, role: null });
  });

  it('acts as a given user and role whatever the token says', async () => {
    server.use(...actingAsHandlers({ fiscalCode: DEMO_ACCOUNTS.paoloNeri.fiscalCode, role: 'CET' }));
    expect((await mario().user.me()).fiscalCode).toBe(DEMO_ACCOUNTS.paoloNeri.fiscalCode);
    expect(received.at(-1)).toMatchObject({ role: 'CET' });
  });
});

describe('scenario helpers and overrides', () => {
  it('empty every list and count', async () => {
    server.use(...emptyListHandlers());
    expect(await seg().request.find()).toEqual({ result: [], total: 0 });
    expect(await seg().request.countToIntegrate()).toEqual({ count: 0 });
    expect(await seg().request.findByIdentifierNumber({ identifier: 1 })).toBeNull();
    expect(await seg().city.provinces()).toEqual([]);
    expect(received).toEqual([]);
  });

  it('fail with 500 and call onError', async () => {
    server.use(...serverErrorHandlers());
    const onError = vi.fn();
    const error = await failure(clientAs('giuliaBianchi', 'SEG', { onError }).request.find());
    expect(error).toMatchObject({ status: 500, code: 'SERVER_ERROR' });
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('refuse only the chosen calls with 403', async () => {
    server.use(...forbiddenHandlers(['request.count']));
    expect((await failure(seg().request.count())).status).toBe(403);
    expect((await seg().user.me()).fiscalCode).toBe(DEMO_ACCOUNTS.giuliaBianchi.fiscalCode);
  });

  it('answer late, or never', async () => {
    server.use(...slowHandlers(60, ['user.me']));
    const started = Date.now();
    expect((await seg().user.me()).fiscalCode).toBe(DEMO_ACCOUNTS.giuliaBianchi.fiscalCode);
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);

    server.use(...slowHandlers('infinite', ['request.find']));
    const controller = new AbortController();
    const pending = seg().request.find({}, { signal: controller.signal });
    const settled = await Promise.race([
      pending.then(() => 'answered'),
      new Promise((resolve) => setTimeout(resolve, 100, 'waiting')),
    ]);
    expect(settled).toBe('waiting');
    controller.abort();
    await expect(pending).rejects.toBeDefined();
  });

  it('replace a call with a fixed payload or a function of its input and caller', async () => {
    server.use(mockHandlers.request.find({ result: [makeRequest({ subject: 'Fissa' })], total: 1 }));
    expect((await seg().request.find()).result[0]?.subject).toBe('Fissa');
    server.use(
      mockHandlers.request.count((input, { caller }) => ({
        count: (input.query.states?.length ?? 0) + (caller.role === 'SEG' ? 10 : 0),
      })),
    );
    expect((await seg().request.count({ query: { states: ['DRAFT', 'PENDING'] } })).count).toBe(12);
    expect(received).toEqual([]);
  });

  it('report an override that breaks the contract instead of passing it on', async () => {
    server.use(mockHandlers.request.count(() => ({ count: -1 })));
    const error = await failure(seg().request.count());
    expect(error).toMatchObject({ status: 500, message: expect.stringMatching(/non conforme/) });
  });

  it('answer an unknown call with a clear 404, and an override’s bad input with 400', async () => {
    const response = await fetch(BASE_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        appCode: '000017',
        service: 'x',
        method: 'POST',
        path: '/x/y',
        params: { input: {}, role: null },
      }),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Chiamata non prevista su /api: POST /x/y' },
    });
    server.use(mockHandlers.request.find({ result: [], total: 0 }));
    const bad = await fetch(BASE_URL, {
      method: 'POST',
      body: JSON.stringify({
        appCode: '000017',
        service: 'request',
        method: 'POST',
        path: '/request/find',
        params: { input: { query: { $where: '1' } }, role: 'SEG' },
      }),
    });
    expect(bad.status).toBe(400);
  });
});

describe('the file routes', () => {
  const segFiles = (options: Partial<ApiClientOptions> = {}) =>
    createFileClient({
      baseUrl: BASE_URL,
      getToken: () => mockToken(DEMO_ACCOUNTS.giuliaBianchi.fiscalCode),
      getRole: () => 'SEG',
      ...options,
    });
  const pdf = new File(['%PDF-1.7 protocollo'], 'Protocollo è.pdf', { type: 'application/pdf' });

  it('hand an upload’s multipart to the backend as document.upload, its file as a data URL', async () => {
    const document = await segFiles().uploadFile(pdf, { type: 'Protocollo dello studio' });
    expect(document.fileName).toBe('Protocollo è.pdf');
    expect(received).toEqual([
      {
        key: 'document.upload',
        input: {
          file: `data:application/pdf;base64,${bytesToBase64(new TextEncoder().encode('%PDF-1.7 protocollo'))}`,
          name: 'Protocollo è.pdf',
          mimetype: 'application/pdf',
          type: 'Protocollo dello studio',
        },
        fiscalCode: DEMO_ACCOUNTS.giuliaBianchi.fiscalCode,
        role: 'SEG',
      },
    ]);
  });

  it('refuse an upload whose file is not the last part, or whose fields break the contract', async () => {
    const fileFirst = new FormData();
    fileFirst.append('file', pdf);
    fileFirst.append('role', 'SEG');
    const refused = await fetch(`${BASE_URL}/upload`, { method: 'POST', body: fileFirst });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.message).toMatch(/il file nel campo "file", dopo gli altri campi/);

    const badRole = new FormData();
    badRole.append('role', 'BOSS');
    badRole.append('file', pdf);
    const bad = await fetch(`${BASE_URL}/upload`, { method: 'POST', body: badRole });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toMatch(/^Campi del caricamento non validi/);
    expect(received).toEqual([]);
  });

  it('apply the upload call’s scenarios and overrides to the upload route', async () => {
    server.use(...forbiddenHandlers(['document.upload']));
    expect(await failure(segFiles().uploadFile(pdf))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    server.resetHandlers();
    server.use(mockHandlers.document.upload(makeDocument({ fileName: 'Fisso.pdf' })));
    expect((await segFiles().uploadFile(pdf)).fileName).toBe('Fisso.pdf');
    expect(received).toEqual([]);
  });

  it('answer a file call on the file route with the bytes, the stored type and the accented name', async () => {
    const response = await fetch(`${BASE_URL}/file`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${mockToken(DEMO_ACCOUNTS.giuliaBianchi.fiscalCode)}` },
      body: JSON.stringify({
        appCode: '000017',
        service: 'document',
        method: 'GET',
        path: '/document/document-3',
        params: { input: {}, role: 'SEG' },
      }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toContain(
      "filename*=UTF-8''Verbale%20%C3%A8%20%C2%ABfirmato%C2%BB.pdf",
    );
    expect(await response.text()).toBe('%PDF-1.7 verbale');
    expect(received).toEqual([
      {
        key: 'document.get',
        input: { id: 'document-3' },
        fiscalCode: DEMO_ACCOUNTS.giuliaBianchi.fiscalCode,
        role: 'SEG',
      },
    ]);

    const file = await segFiles().fetchFile('document.get', { id: 'document-3' });
    expect(file.fileName).toBe('Verbale è «firmato».pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7 verbale');
  });

  it('pass the backend’s refusal of a file call on as the envelope’s JSON error', async () => {
    const error = await failure(
      segFiles().fetchFile('document.getAllDocuments', {
        ids: ['document-1'],
        requestId: 'request-1',
        requestName: 'Richiesta 1',
      }),
    );
    expect(error).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
      message: 'Rifiutata: document.getAllDocuments',
    });
  });

  it('apply a file call’s scenarios and overrides to the file route', async () => {
    server.use(
      mockHandlers.document.get(
        makeFile({ data: btoa('fisso'), fileName: 'Fisso.txt', contentType: 'text/plain' }),
      ),
    );
    const file = await segFiles().fetchFile('document.get', { id: 'document-3' });
    expect(file).toMatchObject({ fileName: 'Fisso.txt', contentType: 'text/plain' });
    expect(await file.blob.text()).toBe('fisso');
    server.use(...serverErrorHandlers(['document.get']));
    expect(await failure(segFiles().fetchFile('document.get', { id: 'document-3' }))).toMatchObject({
      status: 500,
      code: 'SERVER_ERROR',
    });
    expect(received).toEqual([]);
  });

  it('refuse on the file route a call that answers no file, with a clear 400', async () => {
    const response = await fetch(`${BASE_URL}/file`, {
      method: 'POST',
      body: JSON.stringify({
        appCode: '000017',
        service: 'request',
        method: 'POST',
        path: '/request/count',
        params: { input: { query: {} }, role: 'SEG' },
      }),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(
      'La chiamata POST /request/count non risponde con un file',
    );
    expect(received).toEqual([]);
  });
});
