import type { ApiErrorCode } from '@cet-portal/api-client';

/** The contract's codes, plus one for a file whose content is not an allowed type. */
export type ServerErrorCode = ApiErrorCode | 'UNSUPPORTED_MEDIA_TYPE' | 'UNAVAILABLE';

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

export const badRequest = (message: string) => new HttpError(400, 'BAD_REQUEST', message);
export const unauthorized = (message: string) => new HttpError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'Non hai i permessi per eseguire questa operazione') =>
  new HttpError(403, 'FORBIDDEN', message);
export const notFound = (message: string) => new HttpError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new HttpError(409, 'CONFLICT', message);
export const payloadTooLarge = (message: string) => new HttpError(413, 'PAYLOAD_TOO_LARGE', message);
export const unsupportedMediaType = (message: string) =>
  new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', message);

export const errorBody = (code: string, message: string) => ({ error: { code, message } });
