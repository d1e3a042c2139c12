import type { ApiErrorCode } from '@cet-portal/api-client/contract';
import { DomainError, type DomainErrorKind } from '../domain/errors';

/**
 * The contract's codes, plus a file whose content is not an allowed type, a caller over its limits,
 * and a server too busy for the call right now.
 */
export type ServerErrorCode = ApiErrorCode | 'UNSUPPORTED_MEDIA_TYPE' | 'TOO_MANY_REQUESTS' | 'UNAVAILABLE';

/** Longest message an error answer carries: it names a problem, it never echoes a whole input. */
export const MAX_ERROR_MESSAGE_LENGTH = 1000;

/** A refusal: becomes `{ error: { code, message } }` with its status. The message is for people, in Italian. */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly status: number;
  readonly code: ServerErrorCode;

  constructor(status: number, code: ServerErrorCode, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** The one place a domain refusal becomes an HTTP answer. */
const DOMAIN_ERROR_STATUS = {
  BAD_REQUEST: 400,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  STALE: 409,
} as const satisfies Record<DomainErrorKind, number>;

/** An HTTP refusal, or the one a domain refusal maps to; undefined for anything else. */
export const asHttpError = (error: unknown): HttpError | undefined => {
  if (error instanceof HttpError) return error;
  if (!(error instanceof DomainError)) return undefined;
  return new HttpError(DOMAIN_ERROR_STATUS[error.kind], error.kind, error.message);
};

export const badRequest = (message: string) => new HttpError(400, 'BAD_REQUEST', message);
export const unauthorized = (message: string) => new HttpError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'Non hai i permessi per eseguire questa operazione') =>
  new HttpError(403, 'FORBIDDEN', message);
export const notFound = (message: string) => new HttpError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new HttpError(409, 'CONFLICT', message);
/** An update from a version someone else has replaced: the portal offers to reload rather than an error. */
export const stale = (message: string) => new HttpError(409, 'STALE', message);
export const payloadTooLarge = (message: string) => new HttpError(413, 'PAYLOAD_TOO_LARGE', message);
export const unsupportedMediaType = (message: string) =>
  new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', message);
export const tooManyRequests = (message: string) => new HttpError(429, 'TOO_MANY_REQUESTS', message);
export const unavailable = (message: string) => new HttpError(503, 'UNAVAILABLE', message);

export const errorBody = (code: string, message: string) => ({
  error: {
    code,
    message:
      message.length > MAX_ERROR_MESSAGE_LENGTH
        ? `${message.slice(0, MAX_ERROR_MESSAGE_LENGTH - 1)}…`
        : message,
  },
});
