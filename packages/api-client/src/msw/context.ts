import type { z } from 'zod';
import type { CallDefinition } from '../contract/calls';
import type { RoleName } from '../contract/enums';
import type { ApiErrorCode, Envelope, STALE_MESSAGES } from '../contract/envelope';
import type { User } from '../contract/user';
import type { MockDatabase } from './store';

/** A refusal of the mock backend; becomes `{ error: { code, message } }` with its status. */
export class MockHttpError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode | (string & {});

  constructor(status: number, code: ApiErrorCode | (string & {}), message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export const badRequest = (message: string) => new MockHttpError(400, 'BAD_REQUEST', message);
export const forbidden = (message = 'Non hai i permessi per eseguire questa operazione.') =>
  new MockHttpError(403, 'FORBIDDEN', message);
export const notFound = (message: string) => new MockHttpError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new MockHttpError(409, 'CONFLICT', message);

const REFUSAL_STATUS = { BAD_REQUEST: 400, FORBIDDEN: 403, NOT_FOUND: 404, CONFLICT: 409 } as const;

/** A contract rule's refusal (its code and message) as the mock's error, with the server's status. */
export const refusalError = (code: keyof typeof REFUSAL_STATUS, message: string) =>
  new MockHttpError(REFUSAL_STATUS[code], code, message);

/** Who is calling: the user and the active role (null when the user has not chosen one). */
export interface MockSession {
  user: User;
  role: RoleName | null;
}

export interface MockContext {
  db: MockDatabase;
  envelope: Envelope;
  /** The filled path's parameters, e.g. `{ id }`. */
  params: Record<string, string>;
  /** Null for an anonymous caller of a public call. */
  session: MockSession | null;
}

type MaybePromise<Value> = Value | Promise<Value>;

/** The default behaviour of one call in the mock backend: its answer to a validated input. */
export type MockResolver<Call> =
  Call extends CallDefinition<infer Input, infer Output>
    ? (input: z.output<Input>, context: MockContext) => MaybePromise<z.input<Output>>
    : never;

/**
 * Replaces a call's default behaviour: a fixed payload, or a function of the validated input that
 * returns a payload or a whole `Response` (e.g. `HttpResponse.json(..., { status: 500 })`).
 */
export type MockOverride<Call> =
  Call extends CallDefinition<infer Input, infer Output>
    ?
        | z.input<Output>
        | ((input: z.output<Input>, context: MockContext) => MaybePromise<z.input<Output> | Response>)
    : never;

export const requireSession = (context: MockContext): MockSession => {
  if (!context.session) throw new MockHttpError(401, 'UNAUTHORIZED', 'Autenticazione richiesta.');
  return context.session;
};

/** The lost-update guard: an update must carry the `updated` it started from. */
export const assertVersion = (
  current: string,
  seen: string,
  message: (typeof STALE_MESSAGES)[keyof typeof STALE_MESSAGES],
): void => {
  if (current !== seen) throw new MockHttpError(409, 'STALE', message);
};
