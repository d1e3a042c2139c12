import type { ApiErrorCode } from '@cet-portal/api-client/contract';

/**
 * What a refusal is: the contract's codes a server answers with, plus a file whose content is not an
 * allowed type, a caller over its limits, and a server too busy for the call right now.
 */
export type RefusalKind =
  | Exclude<ApiErrorCode, 'SERVER_ERROR' | 'NETWORK_ERROR' | 'INVALID_RESPONSE' | 'INVALID_INPUT'>
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  | 'UNAVAILABLE';

/**
 * A call refused: what was asked is malformed, not allowed, not there, in conflict with the data as
 * they are now, based on a version someone else has since replaced (stale), too large, or refused for
 * now. Its kind is the wire's error code; every layer throws it and knows nothing of HTTP statuses,
 * which the server adds once (`http/errors.ts`).
 */
export class Refusal extends Error {
  override name = 'Refusal';
  readonly kind: RefusalKind;

  /** The message is for people, in Italian: it reaches the user as it is. */
  constructor(kind: RefusalKind, message: string) {
    super(message);
    this.kind = kind;
  }
}

export const badRequest = (message: string) => new Refusal('BAD_REQUEST', message);
export const unauthorized = (message: string) => new Refusal('UNAUTHORIZED', message);
export const forbidden = (message = 'Non hai i permessi per eseguire questa operazione') =>
  new Refusal('FORBIDDEN', message);
export const notFound = (message: string) => new Refusal('NOT_FOUND', message);
export const conflict = (message: string) => new Refusal('CONFLICT', message);
/** An update from a version someone else has replaced: the portal offers to reload rather than an error. */
export const stale = (message: string) => new Refusal('STALE', message);
export const payloadTooLarge = (message: string) => new Refusal('PAYLOAD_TOO_LARGE', message);
export const unsupportedMediaType = (message: string) => new Refusal('UNSUPPORTED_MEDIA_TYPE', message);
export const tooManyRequests = (message: string) => new Refusal('TOO_MANY_REQUESTS', message);
export const unavailable = (message: string) => new Refusal('UNAVAILABLE', message);
