import { type HttpHandler, HttpResponse, http } from 'msw';
import { z } from 'zod';
import {
  CALL_LIST,
  type CallEntry,
  type CallKey,
  type CallName,
  type CallTable,
  matchCall,
  type ServiceName,
} from '../contract/calls';
import type { RoleName } from '../contract/enums';
import { type Envelope, envelopeSchema } from '../contract/envelope';
import { parseOrRefuse } from '../contract/inputIssues';
import { ACCESS_REFUSALS, CALL_ACCESS, type CallAccess, roleRefusal } from '../contract/rules/access';
import {
  badRequest,
  forbidden,
  type MockContext,
  MockHttpError,
  type MockOverride,
  type MockSession,
} from './context';
import { getMockDatabase } from './database';
import { DEFAULT_ACCOUNT_BY_ROLE, DEMO_ACCOUNTS } from './fixtures/demo';
import { defaultResolvers } from './resolvers';
import type { MockDatabase } from './store';

/** The API root and the public home address, wherever they are mounted. */
const API_PATH = /\/api\/?$/;
const PUBLIC_API_PATH = /\/api\/public\/?$/;

const MOCK_TOKEN_PREFIX = 'mock.';

/** The bearer token the mocks accept for a user: `mock.<fiscal code>`. */
export const mockToken = (fiscalCode: string): string => `${MOCK_TOKEN_PREFIX}${fiscalCode}`;

/** Whom the mocks act as, whatever the token says: a story's or a test's fixed identity. */
export interface MockIdentity {
  fiscalCode: string;
  role?: RoleName;
}

export interface HandlerOptions {
  actAs?: MockIdentity;
}

/** One call as a mock backend receives it: the input not validated yet, the caller as a fiscal code. */
export interface MockBackendCall {
  key: CallKey;
  input: Record<string, unknown>;
  fiscalCode: string | null;
  role: RoleName | null;
}

/** What answers the calls no override answers: the status and the wire's `{ data }` or `{ error }`. */
export type MockBackend = (call: MockBackendCall) => Promise<{ status: number; body: unknown }>;

let mockBackend: MockBackend | undefined;

/**
 * Plugs in the backend behind every handler (the repository's is the server's own call table over
 * PGlite); until one is plugged in, the handlers answer with the in-memory resolvers.
 */
export const setMockBackend = (backend: MockBackend | undefined): void => {
  mockBackend = backend;
};

export const errorResponse = (status: number, code: string, message: string): Response =>
  HttpResponse.json({ error: { code, message } }, { status });

const envelopes = new WeakMap<Request, Promise<Envelope | null>>();

/** Every handler looks at the same body: read and validate it once per request. */
const readEnvelope = (request: Request): Promise<Envelope | null> => {
  let envelope = envelopes.get(request);
  if (!envelope) {
    envelope = request
      .clone()
      .json()
      .then(
        (body: unknown) => envelopeSchema.safeParse(body).data ?? null,
        () => null,
      );
    envelopes.set(request, envelope);
  }
  return envelope;
};

interface MatchedCall {
  entry: CallEntry;
  envelope: Envelope;
  params: Record<string, string>;
}

/** The call an intercepted request carries, when it is an envelope POSTed to its address. */
const matchRequest = async (request: Request): Promise<MatchedCall | null> => {
  const envelope = await readEnvelope(request);
  if (!envelope) return null;
  const match = matchCall(envelope.method, envelope.path);
  if (!match) return null;
  const address = match.call.isPublic ? PUBLIC_API_PATH : API_PATH;
  if (!address.test(new URL(request.url).pathname)) return null;
  return { entry: match.call, envelope, params: match.params };
};

/**
 * A handler for some calls (all when `calls` is missing). Returning nothing from `respond` lets
 * the next handler answer, which is how delays are layered over the default behaviour.
 */
export const envelopeHandler = (
  calls: readonly CallKey[] | undefined,
  respond: (match: MatchedCall, request: Request) => Promise<Response | undefined> | Response | undefined,
): HttpHandler =>
  http.post(
    async ({ request }) => {
      const match = await matchRequest(request);
      return match !== null && (!calls || calls.includes(match.entry.key));
    },
    async ({ request }) => {
      const match = await matchRequest(request);
      return match ? respond(match, request) : undefined;
    },
  );

const findByFiscalCode = (db: MockDatabase, fiscalCode: string) =>
  db.users.find((user) => user.fiscalCode === fiscalCode && !user.isCorporate);

/**
 * The caller: a fixed identity, else the bearer token's user, else (Storybook has no sign-in)
 * the demo account of the envelope's role. The role must be one of the user's roles.
 */
const callerFiscalCode = (envelope: Envelope, request: Request, actAs: MockIdentity | undefined) => {
  const role = actAs?.role ?? envelope.params.role;
  const token = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
  return (
    actAs?.fiscalCode ??
    token?.replace(MOCK_TOKEN_PREFIX, '') ??
    (role ? DEMO_ACCOUNTS[DEFAULT_ACCOUNT_BY_ROLE[role]].fiscalCode : undefined)
  );
};

const resolveSession = (
  db: MockDatabase,
  envelope: Envelope,
  request: Request,
  actAs: MockIdentity | undefined,
): MockSession | null => {
  const role = actAs?.role ?? envelope.params.role;
  const fiscalCode = callerFiscalCode(envelope, request, actAs);
  if (fiscalCode === undefined) return null;
  const user = findByFiscalCode(db, fiscalCode);
  if (!user) throw new MockHttpError(401, 'UNAUTHORIZED', 'Token non valido o utente sconosciuto.');
  if (role && !user.roles.some((candidate) => candidate.name === role)) {
    throw forbidden(ACCESS_REFUSALS.notTheUsersRole(role));
  }
  return { user, role };
};

/** The contract's access of the call, as the server checks it. */
const checkAccess = (access: CallAccess, session: MockSession | null): void => {
  if (access === 'public') return;
  if (!session) throw new MockHttpError(401, 'UNAUTHORIZED', 'Autenticazione richiesta.');
  const refusal = roleRefusal(access, session.role ?? null);
  if (refusal) throw forbidden(refusal);
};

type LooseResolver = (input: unknown, context: MockContext) => unknown;
/** A payload, or a function of the input; the typed entry points check which. */
type LooseOverride = unknown;

const resolverOf = (entry: CallEntry): LooseResolver =>
  (defaultResolvers as unknown as Record<string, Record<string, LooseResolver>>)[entry.service]?.[
    entry.name
  ] as LooseResolver;

const answer = async (
  { entry, envelope, params }: MatchedCall,
  request: Request,
  override: LooseOverride,
  options: HandlerOptions,
): Promise<Response> => {
  if (override === undefined && mockBackend) {
    const { status, body } = await mockBackend({
      key: entry.key,
      input: { ...envelope.params.input, ...params },
      fiscalCode: callerFiscalCode(envelope, request, options.actAs) ?? null,
      role: options.actAs?.role ?? envelope.params.role ?? null,
    });
    return HttpResponse.json(body, { status });
  }
  try {
    const db = getMockDatabase();
    const resolver = resolverOf(entry);
    let session: MockSession | null;
    try {
      session = resolveSession(db, envelope, request, options.actAs);
    } catch (error) {
      // An override answers whoever calls: a story fixes the data, not the caller.
      if (override !== undefined) session = null;
      else throw error;
    }
    const context: MockContext = { db, envelope, params, session };
    let payload: unknown;
    // As the server: who may call first, then what was sent.
    if (override === undefined) checkAccess(CALL_ACCESS[entry.key], session);
    const input = parseOrRefuse(entry.input, { ...envelope.params.input, ...params });
    if (!input.success) throw badRequest(input.message);
    if (override === undefined) {
      payload = await resolver(input.data, context);
    } else {
      payload = typeof override === 'function' ? await override(input.data, context) : override;
    }
    if (payload instanceof Response) return payload;
    const output = entry.output.safeParse(payload);
    if (!output.success) {
      return errorResponse(
        500,
        'SERVER_ERROR',
        `Risposta simulata non conforme al contratto per ${entry.key}: ${z.prettifyError(output.error)}`,
      );
    }
    return HttpResponse.json({ data: output.data });
  } catch (error) {
    if (error instanceof MockHttpError) return errorResponse(error.status, error.code, error.message);
    throw error;
  }
};

/** The handler of one call, with an optional override; `mockHandlers` types the override per call. */
export const callHandler = (
  key: CallKey,
  override: LooseOverride,
  options: HandlerOptions = {},
): HttpHandler => envelopeHandler([key], (match, request) => answer(match, request, override, options));

/** Anything POSTed to the API that no handler knows fails loudly with a clear message. */
const unknownCallHandler = (): HttpHandler =>
  http.post(
    ({ request }) => {
      const { pathname } = new URL(request.url);
      return API_PATH.test(pathname) || PUBLIC_API_PATH.test(pathname);
    },
    async ({ request }) => {
      const envelope = await readEnvelope(request);
      if (!envelope) return errorResponse(400, 'BAD_REQUEST', 'Busta della chiamata non valida');
      return errorResponse(
        404,
        'NOT_FOUND',
        `Chiamata non prevista su ${new URL(request.url).pathname}: ${envelope.method} ${envelope.path}`,
      );
    },
  );

/** Every call's default handler, then the catch-all. */
export const createHandlers = (options: HandlerOptions = {}): HttpHandler[] => [
  ...CALL_LIST.map((entry) => callHandler(entry.key, undefined, options)),
  unknownCallHandler(),
];

/** Handler factories per call, with optional override: `mockHandlers.request.find({ result: [], total: 0 })`. */
export type MockHandlerFactories = {
  readonly [Service in ServiceName]: {
    readonly [Name in CallName<Service>]: (
      override?: MockOverride<CallTable[Service][Name]>,
      options?: HandlerOptions,
    ) => HttpHandler;
  };
};

export const mockHandlers = CALL_LIST.reduce<Record<string, Record<string, unknown>>>((groups, entry) => {
  const group = groups[entry.service] ?? {};
  group[entry.name] = (override?: LooseOverride, options?: HandlerOptions) =>
    callHandler(entry.key, override, options);
  groups[entry.service] = group;
  return groups;
}, {}) as unknown as MockHandlerFactories;
