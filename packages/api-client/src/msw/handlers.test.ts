import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../client/apiError';
import { type ApiClientOptions, createApiClient } from '../client/createApiClient';
import type { RoleName } from '../contract/enums';
import { DEMO_ACCOUNTS, type DemoAccountName } from './fixtures/demo';
import { makeRequest, makeUser } from './fixtures/factories';
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
