import { Refusal, type RefusalKind } from '../core/refusal';

/** Longest message an error answer carries: it names a problem, it never echoes a whole input. */
export const MAX_ERROR_MESSAGE_LENGTH = 1000;

/** The one place a refusal gets its HTTP status. */
const REFUSAL_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  STALE: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE: 503,
} as const satisfies Record<RefusalKind, number>;

/** A refusal's status and wire code; undefined for anything else. */
export const refusalOf = (error: unknown): { status: number; code: RefusalKind } | undefined =>
  error instanceof Refusal ? { status: REFUSAL_STATUS[error.kind], code: error.kind } : undefined;

export const errorBody = (code: string, message: string) => ({
  error: {
    code,
    message:
      message.length > MAX_ERROR_MESSAGE_LENGTH
        ? `${message.slice(0, MAX_ERROR_MESSAGE_LENGTH - 1)}…`
        : message,
  },
});
