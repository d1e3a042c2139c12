import { z } from 'zod';
import { httpMethodSchema, roleNameSchema } from './enums';

/** Application code of the call envelope (spec, section 9). */
export const APP_CODE = '000017';

/**
 * What the client POSTs for every call (ARCHITECTURE.md, "The wire contract"). `role` is null
 * when no role is active yet (a signed-out visitor, or a user with no role).
 */
export const envelopeSchema = z.strictObject({
  appCode: z.string().min(1).max(32),
  service: z.string().min(1).max(64),
  method: httpMethodSchema,
  path: z.string().startsWith('/').max(512),
  params: z.strictObject({
    input: z.record(z.string(), z.unknown()),
    role: roleNameSchema.nullable(),
  }),
});
export type Envelope = z.infer<typeof envelopeSchema>;

/** Error codes the server and the mocks answer with; the client adds the last three itself. */
export const API_ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  /** 409 too, but only for an update that started from a version someone else has since replaced. */
  'STALE',
  'PAYLOAD_TOO_LARGE',
  'SERVER_ERROR',
  'NETWORK_ERROR',
  'INVALID_RESPONSE',
  'INVALID_INPUT',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** A failed call: a 4xx/5xx status with this body. `code` stays a string so servers may add codes. */
export const errorBodySchema = z.object({
  error: z.object({ code: z.string().min(1), message: z.string() }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** A successful call: HTTP 200 with the payload under `data`. */
export const successBodySchema = z.object({ data: z.unknown() });

export const healthSchema = z.object({ status: z.literal('ok') });
export type Health = z.infer<typeof healthSchema>;

/** What a STALE refusal says, by the record someone else changed first: the server's and the mocks'. */
export const STALE_MESSAGES = {
  request: 'La richiesta è stata modificata da un altro utente',
  meeting: 'La riunione è stata modificata da un altro utente',
  user: "L'utente è stato modificato da un altro amministratore",
  requestConfig: 'La configurazione è stata modificata da un altro utente',
  home: 'La home è stata modificata da un altro utente',
} as const;

export { ACCEPT_HEADER, FILE_ROUTE, UPLOAD_ROUTE, XSRF_COOKIE, XSRF_HEADER } from './httpHeaders';
