import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALL_LIST, type CallKey } from '../contract/calls';
import { SAMPLE_CALL_INPUTS } from '../msw/fixtures/callInputs';
import {
  makeCompany,
  makeConference,
  makeDocument,
  makeFile,
  makeHome,
  makeRequest,
  makeRequestConfig,
  makeUser,
} from '../msw/fixtures/factories';
import { makeNotification } from '../msw/fixtures/notifications';
import { ApiError } from './apiError';
import { type ApiClientOptions, createApiClient } from './createApiClient';

const NOW = '2026-03-02T09:30:00.000Z';

/** Valid payloads, one of which fits each call's output; the test picks the first that does. */
const REGISTRATION = {
  _id: 'registration-1',
  user: { _id: 'user-registrant-1', fiscalCode: 'MRNCHR90A41F205K', fullname: 'Chiara Marino' },
  name: 'Chiara',
  surname: 'Marino',
  email: 'chiara.marino@example.it',
  company: {
    _id: null,
    vat: '12345678903',
    name: 'Ricerca Clinica Delta S.r.l.',
    address: 'Via Roma 1, Milano',
    pec: 'delta@pec.example.it',
    proposed: true,
  },
  relation: 'PROMOTER_EMPLOYEE',
  delegationLetter: null,
  status: 'PENDING',
  refusalReason: null,
  submitted: '2026-03-02T09:30:00.000Z',
  decided: null,
  decidedBy: null,
  updated: '2026-03-02T09:30:00.000Z',
};

const CANDIDATE_PAYLOADS: readonly unknown[] = [
  {
    name: 'Comitato Etico Territoriale',
    department: 'Regione – Dipartimento Salute',
    addressLines: ['Via Cristoforo Colombo 112', '00147 Roma (RM)'],
    email: 'comitato.etico@regione.example.it',
    pec: 'comitato.etico@pec.regione.example.it',
    phone: null,
    manualUrl: null,
    primaryColor: '#435A70',
    logoUrl: null,
    overridden: false,
    updated: null,
    updateUser: null,
  },
  { result: [makeRequest({ state: 'PENDING' })], total: 1 },
  { result: [makeConference()], total: 1 },
  { result: [makeCompany()], total: 1 },
  { result: [makeUser()], total: 1 },
  { result: [makeHome()], total: 1 },
  { result: [makeRequestConfig()], total: 1 },
  { result: [{ _id: 'role-seg', name: 'SEG' }], total: 1 },
  {
    result: [
      {
        at: '2026-03-02T09:30:00.000Z',
        kind: 'state',
        who: 'Giulia Bianchi',
        fiscalCode: 'BNCGLI85M41F205B',
        role: 'SEG',
        description: 'Ha deciso sulla richiesta («Inoltrata»)',
      },
    ],
    total: 1,
  },
  {
    result: [{ version: 1, sent: '2026-03-02T09:30:00.000Z', available: true, reconstructed: false }],
    total: 1,
  },
  {
    from: { version: 1, sent: '2026-03-02T09:30:00.000Z', available: true, reconstructed: false },
    to: { version: 2, sent: '2026-03-20T09:30:00.000Z', available: true, reconstructed: false },
    fields: [],
    documents: [],
    comments: [],
  },
  {
    request: 'request-1',
    user: { _id: 'user-1', fiscalCode: 'NREPLA75C12L219G', fullname: 'Paolo Neri' },
    reason: 'Consulente del promotore',
    declared: '2026-03-02T09:30:00.000Z',
  },
  [
    {
      request: 'request-1',
      user: { _id: 'user-1', fiscalCode: 'NREPLA75C12L219G', fullname: 'Paolo Neri' },
      reason: 'Consulente del promotore',
      declared: '2026-03-02T09:30:00.000Z',
    },
  ],
  { count: 7 },
  { _id: 'deleted-1' },
  makeRequest(),
  makeConference(),
  makeUser(),
  makeHome(),
  makeRequestConfig(),
  makeFile(),
  makeDocument(),
  { user: makeUser() },
  { feeSheet: null, archives: [{ type: 'A1', templates: 2 }] },
  { roles: [{ name: 'RIC', description: 'Richiedente' }], requestTypes: ['A1'] },
  [makeRequest({ state: 'PENDING' })],
  [{ name: 'Roma' }],
  [{ code: 'RM', name: 'Roma' }],
  [
    {
      _id: 'conference-1',
      subject: 'R',
      agenda: 'A',
      startDate: NOW,
      endDate: null,
      openDate: null,
      closeDate: null,
    },
  ],
  {
    byState: [{ state: 'PENDING', count: 3 }],
    byType: [{ type: 'A1', count: 3 }],
    waiting: [{ phase: 'check', count: 3 }],
    durations: [{ phase: 'check', count: 3, median: 4, p90: 9.5, targetDays: 10 }],
    meetings: [{ _id: 'conference-1', subject: 'Seduta', startDate: NOW, requests: 2 }],
  },
  // Last: a notification also fits the shorter answers (`{ _id }`) before it, which would strip it.
  { result: [makeNotification()], total: 1 },
  makeNotification(),
  { email: 'mario.rossi@farmaceutica-alfa.example', language: 'it', notificationsOff: ['meeting.opened'] },
  // Last: a registration also fits the looser answers above ({ _id } of a deletion).
  REGISTRATION,
  { result: [REGISTRATION], total: 1 },
  {
    mode: 'confirm',
    claims: { fiscalCode: 'MRNCHR90A41F205K', name: null, surname: null, email: null },
    hasAccount: true,
    registration: REGISTRATION,
  },
  { company: { _id: 'company-beta', vat: '12345678903', name: 'Biomedica Beta' } },
];

interface Captured {
  url: string;
  init: RequestInit;
}

const respondWith = (body: unknown, status = 200) => {
  const calls: Captured[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
};

const clientWith = (fetch: typeof globalThis.fetch, overrides: Partial<ApiClientOptions> = {}) =>
  createApiClient({
    baseUrl: 'https://cet.example.it/api',
    homeBaseUrl: 'https://cet.example.it/home-api',
    getToken: () => 'token-123',
    getRole: () => 'SEG',
    fetch,
    ...overrides,
  });

const headersOf = (captured: Captured | undefined) => new Headers(captured?.init.headers);
const envelopeOf = (captured: Captured | undefined) => JSON.parse(String(captured?.init.body));

const invoke = (client: ReturnType<typeof createApiClient>, key: CallKey, input: unknown) => {
  const [service, name] = key.split('.') as [string, string];
  const group = (client as unknown as Record<string, Record<string, (input: unknown) => Promise<unknown>>>)[
    service
  ];
  const call = group?.[name];
  if (!call) throw new Error(`client has no function for ${key}`);
  return call(input);
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the envelope of every call', () => {
  it.each(CALL_LIST.map((entry) => [entry.key, entry] as const))('%s', async (key, entry) => {
    const input = SAMPLE_CALL_INPUTS[key];
    const payload = CANDIDATE_PAYLOADS.find((candidate) => entry.output.safeParse(candidate).success);
    expect(payload, `no candidate payload fits ${key}`).toBeDefined();
    const { fetch, calls } = respondWith({ data: payload });

    const result = await invoke(clientWith(fetch), key, input);

    expect(result).toEqual(payload);
    expect(calls).toHaveLength(1);
    const [captured] = calls;
    expect(captured?.url).toBe(
      entry.isPublic ? 'https://cet.example.it/home-api' : 'https://cet.example.it/api',
    );
    expect(captured?.init.method).toBe('POST');

    const parsed = entry.input.parse(input) as Record<string, unknown>;
    const pathParams = [...entry.path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
    const expectedPath = entry.path.replace(/:(\w+)/g, (_, name: string) => String(parsed[name]));
    const expectedBody = Object.fromEntries(
      Object.entries(parsed).filter(([field]) => !pathParams.includes(field)),
    );
    expect(envelopeOf(captured)).toEqual({
      appCode: '000017',
      service: entry.path.split('/')[1],
      method: entry.method,
      path: expectedPath,
      params: { input: expectedBody, role: 'SEG' },
    });
    expect(envelopeOf(captured).service).toBe(entry.service);

    const headers = headersOf(captured);
    expect(headers.get('Authorization')).toBe(entry.isPublic ? null : 'Bearer token-123');
    expect(headers.get('Accept')).toBe('application/json, text/plain, */*');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('fills path parameters encoded and keeps them out of the body', async () => {
    const { fetch, calls } = respondWith({ data: makeRequest() });
    await clientWith(fetch).request.get({ id: 'request-1' });
    expect(envelopeOf(calls[0])).toMatchObject({ path: '/request/request-1', params: { input: {} } });
  });

  it('applies the contract defaults before sending: skip 0, take 10 and the list default sort', async () => {
    const { fetch, calls } = respondWith({ data: { result: [], total: 0 } });
    await clientWith(fetch).request.find();
    expect(envelopeOf(calls[0]).params.input).toEqual({
      query: {},
      skip: 0,
      take: 10,
      sort: { updated: -1 },
    });
    await clientWith(fetch).conference.find();
    expect(envelopeOf(calls[1]).params.input.sort).toEqual({ startDate: -1 });
  });

  it('sends a null role and no Authorization header when there is no role and no token', async () => {
    const { fetch, calls } = respondWith({ data: makeUser() });
    await clientWith(fetch, { getToken: () => null, getRole: () => undefined }).user.me();
    expect(envelopeOf(calls[0]).params.role).toBeNull();
    expect(headersOf(calls[0]).has('Authorization')).toBe(false);
  });

  it('awaits asynchronous token and role providers and honours a custom application code', async () => {
    const { fetch, calls } = respondWith({ data: makeUser() });
    await clientWith(fetch, {
      appCode: '000099',
      getToken: async () => 'async-token',
      getRole: async () => 'ADMIN' as const,
    }).user.me();
    expect(headersOf(calls[0]).get('Authorization')).toBe('Bearer async-token');
    expect(envelopeOf(calls[0])).toMatchObject({ appCode: '000099', params: { role: 'ADMIN' } });
  });

  it("sends the role a call names, a null one too, in place of getRole's", async () => {
    const { fetch, calls } = respondWith({ data: makeUser() });
    const client = clientWith(fetch);
    await client.user.me(undefined, { role: 'CET' });
    await client.user.me(undefined, { role: null });
    expect(calls.map((call) => envelopeOf(call).params.role)).toEqual(['CET', null]);
  });

  it('sends public calls to {baseUrl}/public when no home address is configured', async () => {
    const { fetch, calls } = respondWith({ data: { result: [], total: 0 } });
    await clientWith(fetch, { baseUrl: '/api/', homeBaseUrl: undefined }).home.find();
    expect(calls[0]?.url).toBe('/api/public');
  });
});

describe('the XSRF header', () => {
  const withCookie = (cookie: string) => vi.stubGlobal('document', { cookie });

  it('copies the XSRF-TOKEN cookie on a non-GET call to a relative address', async () => {
    withCookie('lang=it; XSRF-TOKEN=abc%3D123; other=1');
    const { fetch, calls } = respondWith({ data: { result: [], total: 0 } });
    await clientWith(fetch, { baseUrl: '/api' }).request.find();
    expect(headersOf(calls[0]).get('X-XSRF-TOKEN')).toBe('abc=123');
  });

  it('leaves it out on a GET call', async () => {
    withCookie('XSRF-TOKEN=abc');
    const { fetch, calls } = respondWith({ data: makeUser() });
    await clientWith(fetch, { baseUrl: '/api' }).user.me();
    expect(headersOf(calls[0]).has('X-XSRF-TOKEN')).toBe(false);
  });

  it.each(['https://cet.example.it/api', '//cet.example.it/api'])(
    'leaves it out for the absolute address %s',
    async (baseUrl) => {
      withCookie('XSRF-TOKEN=abc');
      const { fetch, calls } = respondWith({ data: { result: [], total: 0 } });
      await clientWith(fetch, { baseUrl }).request.find();
      expect(headersOf(calls[0]).has('X-XSRF-TOKEN')).toBe(false);
    },
  );

  it('leaves it out when there is no cookie, or no document at all (Node)', async () => {
    withCookie('lang=it');
    const { fetch, calls } = respondWith({ data: { result: [], total: 0 } });
    await clientWith(fetch, { baseUrl: '/api' }).request.find();
    expect(headersOf(calls[0]).has('X-XSRF-TOKEN')).toBe(false);
    vi.unstubAllGlobals();
    expect(typeof document).toBe('undefined');
    await clientWith(fetch, { baseUrl: '/api' }).request.find();
    expect(headersOf(calls[1]).has('X-XSRF-TOKEN')).toBe(false);
  });
});

describe('failures', () => {
  const failingCall = async (fetch: typeof globalThis.fetch) => {
    const onError = vi.fn();
    const error = await clientWith(fetch, { onError })
      .request.find()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(onError).toHaveBeenCalledOnce();
    expect(onError).toHaveBeenCalledWith(error);
    return error as ApiError;
  };

  it('keeps the server message and code of a 4xx', async () => {
    const { fetch } = respondWith(
      { error: { code: 'FORBIDDEN', message: 'Richiesta di un altro ente' } },
      403,
    );
    const error = await failingCall(fetch);
    expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN', message: 'Richiesta di un altro ente' });
    expect(error.method).toBe('POST');
    expect(error.path).toBe('/request/find');
  });

  it('gives an Italian default message to a 500 without a body', async () => {
    const { fetch } = respondWith('', 500);
    const error = await failingCall(fetch);
    expect(error).toMatchObject({
      status: 500,
      code: 'SERVER_ERROR',
      message: 'Si è verificato un errore del server. Riprova più tardi.',
    });
  });

  it('maps a 409 without a message to the conflict message', async () => {
    const { fetch } = respondWith('<html>Conflict</html>', 409);
    const error = await failingCall(fetch);
    expect(error).toMatchObject({ status: 409, code: 'CONFLICT' });
    expect(error.message).toMatch(/modificati da un altro utente/);
  });

  it('turns a network failure into NETWORK_ERROR with the Italian message', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof globalThis.fetch;
    const error = await failingCall(fetch);
    expect(error).toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Impossibile contattare il server. Controlla la connessione e riprova.',
    });
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('rejects a 200 whose body is not JSON', async () => {
    const { fetch } = respondWith('<html>proxy page</html>');
    expect(await failingCall(fetch)).toMatchObject({ status: 200, code: 'INVALID_RESPONSE' });
  });

  it('rejects a 200 without the data wrapper', async () => {
    const { fetch } = respondWith({ result: [], total: 0 });
    expect(await failingCall(fetch)).toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('rejects a malformed payload instead of handing it to a component', async () => {
    const { fetch } = respondWith({
      data: { result: [makeRequest({ state: 'ARCHIVED' as never })], total: 1 },
    });
    const error = await failingCall(fetch);
    expect(error).toMatchObject({
      code: 'INVALID_RESPONSE',
      message: 'Il server ha inviato una risposta non valida.',
    });
    expect(JSON.stringify(error.details)).toContain('state');
  });

  it('refuses invalid input before anything is sent', async () => {
    const { fetch, calls } = respondWith({ data: makeRequest() });
    const onError = vi.fn();
    const client = clientWith(fetch, { onError });
    const error = await client.request
      .decide({ _id: 'request-1', updated: NOW, state: 'TO_INTEGRATE' })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 0, code: 'INVALID_INPUT' });
    expect(onError).toHaveBeenCalledOnce();
    expect(calls).toHaveLength(0);
  });

  it('rejects a cancelled call with the abort reason and without onError', async () => {
    const onError = vi.fn();
    const fetch = vi.fn(
      (_url: unknown, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          // As the real fetch: an already aborted signal rejects at once.
          if (init?.signal?.aborted) reject(init.signal.reason);
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    ) as unknown as typeof globalThis.fetch;
    const controller = new AbortController();
    const pending = clientWith(fetch, { onError }).request.find({}, { signal: controller.signal });
    controller.abort(new DOMException('Annullata', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('a refused token', () => {
  const unauthorizedThenOk = () => {
    const tokens: (string | null)[] = [];
    const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      tokens.push(new Headers(init?.headers).get('Authorization'));
      return tokens.length === 1
        ? new Response(JSON.stringify({ error: { code: 'UNAUTHORIZED', message: 'Token scaduto' } }), {
            status: 401,
          })
        : new Response(JSON.stringify({ data: { count: 7 } }), { status: 200 });
    });
    return { fetch: fetch as unknown as typeof globalThis.fetch, tokens };
  };

  it('is renewed through onUnauthorized and the call is sent again with the new token', async () => {
    const { fetch, tokens } = unauthorizedThenOk();
    let token = 'old-token';
    const onError = vi.fn();
    const onUnauthorized = vi.fn(async (refused: string) => {
      expect(refused).toBe('old-token');
      token = 'new-token';
      return true;
    });
    const client = clientWith(fetch, { getToken: () => token, onUnauthorized, onError });
    expect(await client.request.count({ query: {} })).toEqual({ count: 7 });
    expect(tokens).toEqual(['Bearer old-token', 'Bearer new-token']);
    expect(onError).not.toHaveBeenCalled();
  });

  it('fails with the 401 when onUnauthorized cannot renew it, and never loops', async () => {
    const always401 = respondWith({ error: { code: 'UNAUTHORIZED', message: 'Token scaduto' } }, 401);
    const onUnauthorized = vi.fn(async () => true);
    const error = await clientWith(always401.fetch, { onUnauthorized })
      .request.count({ query: {} })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 401, message: 'Token scaduto' });
    expect(always401.calls).toHaveLength(2);
    expect(onUnauthorized).toHaveBeenCalledOnce();

    const declined = respondWith({ error: { code: 'UNAUTHORIZED', message: 'Token scaduto' } }, 401);
    await expect(
      clientWith(declined.fetch, { onUnauthorized: async () => false }).request.count({ query: {} }),
    ).rejects.toMatchObject({ status: 401 });
    expect(declined.calls).toHaveLength(1);
  });
});
