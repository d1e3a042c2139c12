import type { HttpMethod } from '../contract/enums';
import type { ApiErrorCode } from '../contract/envelope';

export interface ApiErrorInit {
  /** HTTP status; 0 when no response arrived (network failure, invalid input). */
  status: number;
  code: ApiErrorCode | (string & {});
  message: string;
  method?: HttpMethod;
  path?: string;
  /** Validation issues, when the input or the response did not match the contract. */
  details?: unknown;
  cause?: unknown;
}

/** Every failed call ends in one of these: components handle one error type, never a crash. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly method: HttpMethod | undefined;
  readonly path: string | undefined;
  readonly details: unknown;

  constructor({ status, code, message, method, path, details, cause }: ApiErrorInit) {
    super(message, { cause });
    this.status = status;
    this.code = code;
    this.method = method;
    this.path = path;
    this.details = details;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;
