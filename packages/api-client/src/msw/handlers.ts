import { type HttpHandler, HttpResponse, http, type JsonBodyType } from 'msw';
import { z } from 'zod';
import {
  CALL_LIST,
  type CallEntry,
  type CallKey,
  type CallName,
  type CallTable,
  getCall,
  matchCall,
  type ServiceName,
  serviceOf,
} from '../contract/calls';
import { contentDisposition } from '../contract/contentDisposition';
import { fileSchema, STREAMED_UPLOAD_REFUSALS, streamedUploadFieldsSchema } from '../contract/document';
import type { RoleName } from '../contract/enums';
import { APP_CODE, type Envelope, envelopeSchema } from '../contract/envelope';
import { FILE_ROUTE, UPLOAD_ROUTE } from '../contract/httpHeaders';
import { parseOrRefuse } from '../contract/inputIssues';
import { base64ToBlob, blobToDataUrl } from '../helpers/files';
import type { MockCaller, MockContext, MockOverride } from './context';
import { DEFAULT_ACCOUNT_BY_ROLE, DEMO_ACCOUNTS } from './fixtures/demo';

/** The API root and the public home address, wherever they are mounted. */
const API_PATH = /\/api\/?$/;
const PUBLIC_API_PATH = /\/api\/public\/?$/;
/** The streamed upload (multipart) and the file route (an envelope answered with the file itself). */
const UPLOAD_PATH = new RegExp(`/api${UPLOAD_ROUTE}/?$`);
const FILE_PATH = new RegExp(`/api${FILE_ROUTE}/?$`);
const ANY_API_PATH = [API_PATH, PUBLIC_API_PATH, UPLOAD_PATH, FILE_PATH];

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
export interface MockBackendCall extends MockCaller {
  key: CallKey;
  input: Record<string, unknown>;
}

/** What answers the calls no override answers: the status and the wire's `{ data }` or `{ error }`. */
export type MockBackend = (call: MockBackendCall) => Promise<{ status: number; body: unknown }>;

let mockBackend: MockBackend | undefined;

/**
 * Plugs in the backend behind every handler. The repository's is the server's own call table over
 * PGlite (apps/api/src/mockBackend), so a story behaves as the portal does; a region's own Storybook
 * may plug in its server the same way, or answer every call a story makes with overrides.
 */
export const setMockBackend = (backend: MockBackend | undefined): void => {
  mockBackend = backend;
};

export const errorResponse = (status: number, code: string, message: string): Response =>
  HttpResponse.json({ error: { code, message } }, { status });

const INVALID_ENVELOPE = 'Busta della chiamata non valida';

/**
 * The streamed upload read as the envelope of `document.upload` (its file as a data URL), so that the
 * handlers, overrides and scenarios of that call answer it as they answer `PUT /document`, and the
 * backend runs the same call. A string is the refusal of a malformed upload.
 */
const uploadEnvelope = async (request: Request): Promise<Envelope | string> => {
  const form = await request.formData().catch(() => null);
  if (!form) return STREAMED_UPLOAD_REFUSALS.notMultipart;
  const entries = [...form.entries()];
  const [fieldName, file] = entries.at(-1) ?? [];
  if (fieldName !== 'file' || !(file instanceof File)) return STREAMED_UPLOAD_REFUSALS.fileNotLast;
  const fields = Object.fromEntries(entries.slice(0, -1));
  const parsed = streamedUploadFieldsSchema.safeParse(fields);
  if (!parsed.success) return `${STREAMED_UPLOAD_REFUSALS.fields}: ${z.prettifyError(parsed.error)}`;
  const { role, name, type, purpose } = parsed.data;
  const { method, path } = getCall('document.upload');
  return {
    appCode: APP_CODE,
    service: serviceOf(path),
    method,
    path,
    params: {
      role,
      input: {
        file: await blobToDataUrl(file),
        name: name ?? file.name,
        ...(file.type ? { mimetype: file.type } : {}),
        ...(type ? { type } : {}),
        ...(purpose ? { purpose } : {}),
      },
    },
  };
};

const envelopes = new WeakMap<Request, Promise<Envelope | string>>();

/**
 * Every handler looks at the same body: read and validate it once per request. A string is why it is
 * no envelope.
 */
const readEnvelope = (request: Request): Promise<Envelope | string> => {
  let envelope = envelopes.get(request);
  if (!envelope) {
    envelope = UPLOAD_PATH.test(new URL(request.url).pathname)
      ? uploadEnvelope(request.clone())
      : request
          .clone()
          .json()
          .then(
            (body: unknown) => envelopeSchema.safeParse(body).data ?? INVALID_ENVELOPE,
            () => INVALID_ENVELOPE,
          );
    envelopes.set(request, envelope);
  }
  return envelope;
};

interface MatchedCall {
  entry: CallEntry;
  envelope: Envelope;
  params: Record<string, string>;
  /** Sent to the file route: the answer's file goes out as itself. */
  asFile: boolean;
}

/** Whether a call may come to an address: the file route takes the calls that answer with a file. */
const isCallAt = (entry: CallEntry, pathname: string): boolean => {
  if (UPLOAD_PATH.test(pathname)) return entry.key === 'document.upload';
  if (FILE_PATH.test(pathname)) return entry.output === fileSchema;
  return (entry.isPublic ? PUBLIC_API_PATH : API_PATH).test(pathname);
};

/** The call an intercepted request carries, when it is an envelope POSTed to its address. */
const matchRequest = async (request: Request): Promise<MatchedCall | null> => {
  const envelope = await readEnvelope(request);
  if (typeof envelope === 'string') return null;
  const match = matchCall(envelope.method, envelope.path);
  const { pathname } = new URL(request.url);
  if (!match || !isCallAt(match.call, pathname)) return null;
  return { entry: match.call, envelope, params: match.params, asFile: FILE_PATH.test(pathname) };
};

/**
 * A successful answer of a file call as the file route sends it: the bytes, the stored type and the
 * name in `Content-Disposition`, as the server does (apps/api/src/http/fileRoute.ts). Refusals stay the
 * envelope's JSON.
 */
const asFileAnswer = async (response: Response, entry: CallEntry): Promise<Response> => {
  if (!response.ok) return response;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  const file = fileSchema.safeParse(
    typeof body === 'object' && body !== null && 'data' in body ? body.data : null,
  );
  if (!file.success) {
    return errorResponse(500, 'SERVER_ERROR', `Risposta simulata senza un file per ${entry.key}`);
  }
  const { data, fileName, contentType } = file.data;
  return new HttpResponse(base64ToBlob(data, contentType), {
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': contentDisposition(fileName),
      'Cache-Control': 'no-store',
    },
  });
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
      if (!match) return undefined;
      const response = await respond(match, request);
      return response && match.asFile ? asFileAnswer(response, match.entry) : response;
    },
  );

/**
 * The caller: a fixed identity, else the bearer token's user, else (Storybook has no sign-in) the
 * demo account of the envelope's role. Whether that user holds the role is the backend's to check.
 */
const callerOf = (envelope: Envelope, request: Request, actAs: MockIdentity | undefined): MockCaller => {
  const role = actAs?.role ?? envelope.params.role;
  const token = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
  const fiscalCode =
    actAs?.fiscalCode ??
    token?.replace(MOCK_TOKEN_PREFIX, '') ??
    (role ? DEMO_ACCOUNTS[DEFAULT_ACCOUNT_BY_ROLE[role]].fiscalCode : null);
  return { fiscalCode, role };
};

/** A payload, or a function of the input; the typed entry points check which. */
type LooseOverride = unknown;

const NO_BACKEND_MESSAGE =
  'Nessun backend simulato: collega il backend con setMockBackend, o dai a questa chiamata una risposta della storia';

/** An override's answer, checked against the contract so that a story never shows what the server cannot send. */
const overrideAnswer = async (
  { entry, envelope, params }: MatchedCall,
  caller: MockCaller,
  override: LooseOverride,
): Promise<Response> => {
  const input = parseOrRefuse(entry.input, { ...envelope.params.input, ...params });
  if (!input.success) return errorResponse(400, 'BAD_REQUEST', input.message);
  const context: MockContext = { envelope, params, caller };
  const payload = typeof override === 'function' ? await override(input.data, context) : override;
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
};

const answer = async (
  match: MatchedCall,
  request: Request,
  override: LooseOverride,
  options: HandlerOptions,
): Promise<Response> => {
  const caller = callerOf(match.envelope, request, options.actAs);
  if (override !== undefined) return overrideAnswer(match, caller, override);
  if (!mockBackend) return errorResponse(501, 'SERVER_ERROR', NO_BACKEND_MESSAGE);
  // The backend checks the caller and then the input, in the server's order.
  const { status, body } = await mockBackend({
    key: match.entry.key,
    input: { ...match.envelope.params.input, ...match.params },
    ...caller,
  });
  return HttpResponse.json(body as JsonBodyType, { status });
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
      return ANY_API_PATH.some((address) => address.test(pathname));
    },
    async ({ request }) => {
      const envelope = await readEnvelope(request);
      if (typeof envelope === 'string') return errorResponse(400, 'BAD_REQUEST', envelope);
      const { pathname } = new URL(request.url);
      const match = matchCall(envelope.method, envelope.path);
      if (match && FILE_PATH.test(pathname) && match.call.output !== fileSchema) {
        return errorResponse(
          400,
          'BAD_REQUEST',
          `La chiamata ${envelope.method} ${match.call.path} non risponde con un file`,
        );
      }
      return errorResponse(
        404,
        'NOT_FOUND',
        `Chiamata non prevista su ${pathname}: ${envelope.method} ${envelope.path}`,
      );
    },
  );

/** Every call's default handler (the plugged-in backend), then the catch-all. */
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
