import type { z } from 'zod';
import type { CallDefinition, CallEntry, CallName, CallTable, ServiceName } from '../contract/calls';
import type { RoleName } from '../contract/enums';
import type { ApiError } from './apiError';
import { createTransport, loadContract } from './transport';

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
  /** The active role, sent with every call that does not name its own (`CallOptions.role`). */
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
  /** The role the call is asked as, `null` for none; when left out, `getRole`'s. */
  role?: RoleName | null;
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

export const createApiClient = (options: ApiClientOptions): ApiClient => {
  const { baseUrl } = options;
  // Fetched now, beside the page's own start, so that the first call does not wait for it.
  void loadContract();
  const homeBaseUrl = options.homeBaseUrl ?? `${baseUrl.replace(/\/+$/, '')}/public`;
  const transport = createTransport(options);

  const invoke = async (
    call: CallEntry,
    rawInput: unknown,
    callOptions: CallOptions = {},
  ): Promise<unknown> => {
    const contract = await loadContract();
    const envelope = transport.prepare(contract, call, rawInput);
    const answer = await transport.send(
      {
        url: call.isPublic ? homeBaseUrl : baseUrl,
        call,
        isPublic: call.isPublic,
        body: (role) => JSON.stringify(envelope(role)),
        signal: callOptions.signal,
        role: callOptions.role,
      },
      (response) => response.text(),
    );
    return transport.payloadOf(contract, call, answer);
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
