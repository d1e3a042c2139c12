import type { ApiErrorCode } from '@cet-portal/api-client/contract';

/**
 * A rule of the domain refused: what was asked is malformed, not allowed, not there, in conflict with
 * the data as it is now, or based on a version of them that someone else has since replaced (stale).
 * Its kind is the contract's error code; the domain knows nothing of HTTP statuses, which the server
 * adds once (`http/errors.ts`).
 */
export type DomainErrorKind = Extract<
  ApiErrorCode,
  'BAD_REQUEST' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'STALE'
>;

export class DomainError extends Error {
  override name = 'DomainError';
  readonly kind: DomainErrorKind;

  /** The message is for people, in Italian: it reaches the user as it is. */
  constructor(kind: DomainErrorKind, message: string) {
    super(message);
    this.kind = kind;
  }
}
