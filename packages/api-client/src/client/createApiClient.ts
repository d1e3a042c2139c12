import type { z } from 'zod';
import type { CallDefinition, CallEntry, CallName, CallTable, ServiceName } from '../contract/calls';
import type { RoleName } from '../contract/enums';
import type { Envelope } from '../contract/envelope';
import { ApiError, type ApiErrorInit } from './apiError';
import { buildHeaders } from './headers';
import { DEFAULT_ERROR_MESSAGES, errorCodeForStatus } from './messages';

type MaybePromise<Value> = Value | Promise<Value>;

export interface ApiClientOptions {
  /** The API root every call is POSTed to, e.g. `/api` or `https://cet.example.it/api`. */
  baseUrl: string;
  /** The public home address for home reads and public data. Default: `{baseUrl}/public`. */
  homeBaseUrl?: string;
  /** @default '000017' */
  appCode?: string;
  /** The bearer token (the spec keeps it in storage under `auth_token`). */
  getToken?: () => MaybePromise<string | null | undefined>;
  /** The active role, sent with every call. */
  getRole?: () => MaybePromise<RoleName | null | undefined>;
  /** Called with every failure before it is thrown: the hook for the spec's two store actions. */
  onError?: (error: ApiError) => void;
  /**
   * Called when a call with a token is refused with 401, before the failure is reported: resolve
   * true once a new token is ready (renewed, or the user signed in again) and the call is sent once
   * more with it; false lets the 401 through. What the user asked is done, not lost.
   */
  onUnauthorized?: (refusedToken: string) => Promise<boolean>;
  /** Default: the global fetch, looked up on each call so test interceptors apply. */
  fetch?: typeof fetch;
}

export interface CallOptions {
  /** Cancels the call; a cancelled call rejects with the abort reason and does not call onError. */
  signal?: AbortSignal;
}

/** An input every field of which is optional (or that has none) may be left out. */
type AllOptional<Value> = Record<never, never> extends Value ? true : false;

/** A call takes its input (optional when every field is) and resolves to its validated payload. */
export type CallFunction<Call> =
  Call extends CallDefinition<infer Input, infer Output>
    ? AllOptional<z.input<Input>> extends true
      ? (input?: z.input<Input>, options?: CallOptions) => Promise<z.output<Output>>
      : (input: z.input<Input>, options?: CallOptions) => Promise<z.output<Output>>
    : never;

/** One typed function per call, grouped by service: `client.request.find(...)`. */
export type ApiClient = {
  readonly [Service in ServiceName]: {
    readonly [Name in CallName<Service>]: CallFunction<CallTable[Service][Name]>;
  };
};

const NO_JSON = Symbol('no-json');

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return NO_JSON;
  }
};

const hasData = (body: unknown): body is { data: unknown } =>
  typeof body === 'object' && body !== null && 'data' in body;

/**
 * The call table with every schema, loaded on the first call rather than with the client: building
 * the contract's zod schemas is most of its weight, and a page's first paint needs none of it (issue
 * 17). The module is fetched once and shared by every client.
 */
const loadContract = () => import('./contractRuntime');

export const createApiClient = (options: ApiClientOptions): ApiClient => {
  const { baseUrl, getToken, getRole, onError, onUnauthorized } = options;
  // Fetched now, beside the page's own start, so that the first call does not wait for it.
  void loadContract();
  const homeBaseUrl = options.homeBaseUrl ?? `${baseUrl.replace(/\/+$/, '')}/public`;

  const invoke = async (
    call: CallEntry,
    rawInput: unknown,
    callOptions: CallOptions = {},
    isRetry = false,
  ): Promise<unknown> => {
    const fail = (init: Omit<ApiErrorInit, 'method' | 'path'>): ApiError => {
      const error = new ApiError({ ...init, method: call.method, path: call.path });
      onError?.(error);
      return error;
    };

    const { APP_CODE, errorBodySchema, fillPath, serviceOf } = await loadContract();
    const input = call.input.safeParse(rawInput ?? {});
    if (!input.success) {
      throw fail({
        status: 0,
        code: 'INVALID_INPUT',
        message: DEFAULT_ERROR_MESSAGES.INVALID_INPUT,
        details: input.error.issues,
      });
    }

    const { path, body } = fillPath(call.path, input.data as Record<string, unknown>);
    const url = call.isPublic ? homeBaseUrl : baseUrl;
    const token = call.isPublic ? null : await getToken?.();
    const envelope: Envelope = {
      appCode: options.appCode ?? APP_CODE,
      service: serviceOf(path),
      method: call.method,
      path,
      params: { input: body, role: (await getRole?.()) ?? null },
    };
    const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);

    let status: number;
    let ok: boolean;
    let text: string;
    try {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: buildHeaders({ url, method: call.method, token }),
        body: JSON.stringify(envelope),
        ...(callOptions.signal ? { signal: callOptions.signal } : {}),
      });
      status = response.status;
      ok = response.ok;
      text = await response.text();
    } catch (cause) {
      if (callOptions.signal?.aborted) throw cause;
      throw fail({ status: 0, code: 'NETWORK_ERROR', message: DEFAULT_ERROR_MESSAGES.NETWORK_ERROR, cause });
    }

    if (status === 401 && token && !isRetry && onUnauthorized && (await onUnauthorized(token))) {
      return invoke(call, rawInput, callOptions, true);
    }
    const json = parseJson(text);
    if (!ok) {
      const error = errorBodySchema.safeParse(json);
      const code = error.success ? error.data.error.code : errorCodeForStatus(status);
      const message =
        error.success && error.data.error.message.trim() !== ''
          ? error.data.error.message
          : DEFAULT_ERROR_MESSAGES[errorCodeForStatus(status)];
      throw fail({ status, code, message });
    }
    if (!hasData(json)) {
      throw fail({ status, code: 'INVALID_RESPONSE', message: DEFAULT_ERROR_MESSAGES.INVALID_RESPONSE });
    }
    const payload = call.output.safeParse(json.data);
    if (!payload.success) {
      throw fail({
        status,
        code: 'INVALID_RESPONSE',
        message: DEFAULT_ERROR_MESSAGES.INVALID_RESPONSE,
        details: payload.error.issues,
      });
    }
    return payload.data;
  };

  /** `client.<service>.<name>(input)`: the call is looked up in the table once it has loaded. */
  const callOf =
    (service: string, name: string) =>
    async (input?: unknown, callOptions?: CallOptions): Promise<unknown> => {
      const { CALL_LIST } = await loadContract();
      const entry = CALL_LIST.find((candidate) => candidate.service === service && candidate.name === name);
      if (!entry) throw new Error(`Chiamata sconosciuta: ${service}.${name}`);
      return invoke(entry, input, callOptions);
    };
  const services = new Map<string, Record<string, unknown>>();
  // Plain objects behind the proxies (never functions), so that neither the client nor a service
  // reads as a promise; symbols (inspection, iteration) find nothing.
  const serviceProxy = (service: string) =>
    new Proxy({} as Record<string, unknown>, {
      get: (functions, name) => {
        if (typeof name !== 'string') return undefined;
        functions[name] ??= callOf(service, name);
        return functions[name];
      },
    });
  return new Proxy({} as ApiClient, {
    get: (_, service) => {
      if (typeof service !== 'string' || service === 'then') return undefined;
      if (!services.has(service)) services.set(service, serviceProxy(service));
      return services.get(service);
    },
  });
};
