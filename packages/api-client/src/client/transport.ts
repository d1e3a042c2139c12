import type { CallEntry } from '../contract/calls';
import type { RoleName } from '../contract/enums';
import type { Envelope } from '../contract/envelope';
import { ApiError, type ApiErrorInit } from './apiError';
import type { ApiClientOptions } from './createApiClient';
import { buildHeaders } from './headers';
import { DEFAULT_ERROR_MESSAGES, errorCodeForStatus } from './messages';

/**
 * The call table with every schema, loaded on the first call rather than with the client: building
 * the contract's zod schemas is most of its weight, and a page's first paint needs none of it. The
 * module is fetched once and shared by every client.
 */
export const loadContract = () => import('./contractRuntime');

type Contract = Awaited<ReturnType<typeof loadContract>>;

/** What an exchange is about: an ApiError names the call's logical method and path. */
type CallRef = Pick<CallEntry, 'method' | 'path'>;

/** One HTTP exchange of a call, sent again as it was after a renewed token. */
export interface Exchange {
  url: string;
  /** The call's logical method and path: the XSRF header's rule and what an ApiError names. */
  call: CallRef;
  /** Public calls go without a token. */
  isPublic?: boolean | undefined;
  /** The body, made for each attempt with its role: the exchange's own, else `getRole`'s at that moment. */
  body: (role: RoleName | null) => BodyInit;
  /** The role the caller asks as; left out, `getRole` says it. */
  role?: RoleName | null | undefined;
  /** The body's type; null for form data, whose boundary fetch writes itself. @default JSON */
  contentType?: string | null;
  signal?: AbortSignal | undefined;
}

/** The answer of an exchange, its body read by the caller's reader. */
export interface Answer<Body> {
  status: number;
  ok: boolean;
  headers: Headers;
  body: Body;
}

const NO_JSON = Symbol('no-json');

export const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return NO_JSON;
  }
};

const hasData = (body: unknown): body is { data: unknown } =>
  typeof body === 'object' && body !== null && 'data' in body;

/**
 * The HTTP layer that the envelope client and the file transfers share: the token and the role, the
 * headers (headers.ts), the network failure, the 401 renewed once through `onUnauthorized`, and every
 * failure turned into an ApiError reported to `onError` before it is thrown.
 */
export const createTransport = (options: ApiClientOptions) => {
  const { getToken, getRole, onError, onUnauthorized } = options;

  /** An ApiError about a call, reported to onError first. */
  const fail = (call: CallRef, init: Omit<ApiErrorInit, 'method' | 'path'>): ApiError => {
    const error = new ApiError({ ...init, method: call.method, path: call.path });
    onError?.(error);
    return error;
  };

  /** The call's input validated (contract defaults applied) and its path filled, or INVALID_INPUT. */
  const prepare = (contract: Contract, call: CallEntry, rawInput: unknown) => {
    const input = call.input.safeParse(rawInput ?? {});
    if (!input.success) {
      throw fail(call, {
        status: 0,
        code: 'INVALID_INPUT',
        message: DEFAULT_ERROR_MESSAGES.INVALID_INPUT,
        details: input.error.issues,
      });
    }
    const { path, body } = contract.fillPath(call.path, input.data as Record<string, unknown>);
    /** The envelope of the call, with the role of the attempt. */
    return (role: RoleName | null): Envelope => ({
      appCode: options.appCode ?? contract.APP_CODE,
      service: contract.serviceOf(path),
      method: call.method,
      path,
      params: { input: body, role },
    });
  };

  /**
   * Sends an exchange and reads its answer with `read`, whatever the status. A failure to reach the
   * server (or to read its answer) is NETWORK_ERROR; a cancelled exchange rejects with the abort
   * reason, without onError.
   */
  const send = async <Body>(
    exchange: Exchange,
    read: (response: Response) => Promise<Body>,
    isRetry = false,
  ): Promise<Answer<Body>> => {
    const { url, call, signal } = exchange;
    const token = exchange.isPublic ? null : await getToken?.();
    const role = exchange.role !== undefined ? exchange.role : ((await getRole?.()) ?? null);
    const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
    let answer: Answer<Body>;
    try {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: buildHeaders({ url, method: call.method, token, contentType: exchange.contentType }),
        body: exchange.body(role),
        ...(signal ? { signal } : {}),
      });
      const { status, ok, headers } = response;
      answer = { status, ok, headers, body: await read(response) };
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw fail(call, {
        status: 0,
        code: 'NETWORK_ERROR',
        message: DEFAULT_ERROR_MESSAGES.NETWORK_ERROR,
        cause,
      });
    }
    if (answer.status === 401 && token && !isRetry && onUnauthorized && (await onUnauthorized(token))) {
      return send(exchange, read, true);
    }
    return answer;
  };

  /** A refusal as an ApiError: the server's code and Italian message, else its status's default. */
  const refusal = (contract: Contract, call: CallRef, status: number, text: string | undefined): ApiError => {
    const error = contract.errorBodySchema.safeParse(parseJson(text ?? ''));
    const code = error.success ? error.data.error.code : errorCodeForStatus(status);
    const message =
      error.success && error.data.error.message.trim() !== ''
        ? error.data.error.message
        : DEFAULT_ERROR_MESSAGES[errorCodeForStatus(status)];
    return fail(call, { status, code, message });
  };

  /** The envelope's answer: `{ data }` validated against the call's output, or the refusal. */
  const payloadOf = (contract: Contract, call: CallEntry, { status, ok, body }: Answer<string>): unknown => {
    if (!ok) throw refusal(contract, call, status, body);
    const json = parseJson(body);
    if (!hasData(json)) {
      throw fail(call, {
        status,
        code: 'INVALID_RESPONSE',
        message: DEFAULT_ERROR_MESSAGES.INVALID_RESPONSE,
      });
    }
    const payload = call.output.safeParse(json.data);
    if (!payload.success) {
      throw fail(call, {
        status,
        code: 'INVALID_RESPONSE',
        message: DEFAULT_ERROR_MESSAGES.INVALID_RESPONSE,
        details: payload.error.issues,
      });
    }
    return payload.data;
  };

  return { fail, prepare, send, refusal, payloadOf };
};
