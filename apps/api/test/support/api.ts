import {
  APP_CODE,
  type CallInput,
  type CallKey,
  type CallOutput,
  fillPath,
  getCall,
  type RoleName,
  serviceOf,
} from '@cet-portal/api-client';
import { expect } from 'vitest';
import { type SignAccessTokenOptions, signAccessToken } from '../../src/auth/accessToken';
import type { TestServer } from './testServer';

/** Who calls: a fiscal code (a token is signed for it) or a ready token, and the active role. */
export interface Caller {
  fiscalCode?: string;
  token?: string;
  role?: RoleName | null;
}

export type CallResult<Key extends CallKey> =
  | { status: 200; data: CallOutput<Key>; error?: undefined }
  | { status: number; data?: undefined; error: { code: string; message: string } };

export type TokenOptions = Partial<Omit<SignAccessTokenOptions, 'signingKey'>>;

/** A double-submit pair, as the portal sends it: the cookie and the header that repeats it. */
export const XSRF_PAIR = {
  cookie: 'XSRF-TOKEN=test-xsrf-token-0123456789',
  'x-xsrf-token': 'test-xsrf-token-0123456789',
};

/**
 * The envelope of one call of the contract and the address it goes to, as the portal sends it; also
 * what the load lane replays through autocannon.
 */
export const envelopeOf = <Key extends CallKey>(key: Key, input: CallInput<Key>, role: RoleName | null) => {
  const definition = getCall(key);
  const { path, body } = fillPath(definition.path, input as Record<string, unknown>);
  return {
    address: definition.isPublic ? '/api/public' : '/api',
    envelope: {
      appCode: APP_CODE,
      service: serviceOf(path),
      method: definition.method,
      path,
      params: { input: body, role },
    },
  };
};

/**
 * Talks to a running server the way the portal does: envelopes POSTed to /api or /api/public. The
 * server is an in-process test server, or a child process whose address and signing key are known.
 */
export const createApi = (server: { baseUrl: string; app: Pick<TestServer['app'], 'tokenSigning'> }) => {
  const token = (fiscalCode: string, options: TokenOptions = {}) =>
    signAccessToken(fiscalCode, { ...server.app.tokenSigning, ...options });

  /** POSTs any body to an address, for tests of malformed envelopes. */
  const post = async (
    body: unknown,
    { address = '/api', headers = {} }: { address?: string; headers?: Record<string, string> } = {},
  ) => {
    const response = await fetch(`${server.baseUrl}${address}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...XSRF_PAIR, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  /** One call of the contract; a 200 answer is checked against the call's output schema. */
  const call = async <Key extends CallKey>(
    key: Key,
    input: CallInput<Key>,
    caller: Caller = {},
  ): Promise<CallResult<Key>> => {
    const { address, envelope } = envelopeOf(key, input, caller.role ?? null);
    const bearer = caller.token ?? (caller.fiscalCode ? await token(caller.fiscalCode) : undefined);
    const { status, body: answer } = await post(envelope, {
      address,
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    });
    if (status !== 200) return { status, error: answer.error as { code: string; message: string } };
    const parsed = getCall(key).output.safeParse(answer.data);
    expect(parsed.error, `${key} answered outside its output schema`).toBeUndefined();
    return { status: 200, data: parsed.data as CallOutput<Key> };
  };

  return { token, post, call, ok: mustSucceed(call) };
};

type CallOf = <Key extends CallKey>(
  key: Key,
  input: CallInput<Key>,
  caller?: Caller,
) => Promise<CallResult<Key>>;

/** A call that must succeed: its data, or the test fails with the backend's message. */
export const mustSucceed =
  (call: CallOf) =>
  async <Key extends CallKey>(key: Key, input: CallInput<Key>, caller: Caller = {}) => {
    const result = await call(key, input, caller);
    if (result.status !== 200) throw new Error(`${key} → ${result.status}: ${result.error?.message}`);
    return result.data as CallOutput<Key>;
  };

export type Api = ReturnType<typeof createApi>;
