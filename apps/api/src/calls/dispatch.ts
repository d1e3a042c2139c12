import { CALL_ACCESS, type CallKey, getCall, type RoleName } from '@cet-portal/api-client/contract';
import type { TokenVerifier } from '../auth/accessToken';
import type { EndedSignIns } from '../auth/endedSignIns';
import { authenticate } from '../auth/session';
import { StreamedFile } from '../core/streamedFile';
import { parseInput } from '../core/validation';
import { CALL_IMPLEMENTATIONS } from './index';
import type { CallContext, CallImplementation } from './types';

/** One call as its caller sent it, nothing of it checked yet. */
export interface CallRequest {
  key: CallKey;
  /** The call's input with the path's parameters, not validated yet. */
  input: unknown;
  /** The `Authorization` header as it came; undefined without one. */
  authorization: string | undefined;
  /** The active role the caller names; null before it chooses one. */
  role: RoleName | null;
}

export interface DispatchOptions {
  /** What every handler runs with, but the caller: the database, the config, the log. */
  context: Omit<CallContext, 'session' | 'identity'>;
  verify: TokenVerifier;
  /** The sign-ins that ended; the mocks' backend, which has no issuer, has none. */
  endedSignIns?: EndedSignIns | undefined;
}

/**
 * Who calls, for one call: the token, the active role and the call's access (401/403 before anything
 * else), as the context its handler runs with. The streamed upload, whose input is not an envelope,
 * stops here and parses its own fields (http/uploadRoute.ts).
 */
export const authorizeCall = async (
  { key, authorization, role }: Omit<CallRequest, 'input'>,
  { context, verify, endedSignIns }: DispatchOptions,
): Promise<CallContext> => {
  const caller = await authenticate(context.database.db, verify, {
    authorization,
    role,
    access: CALL_ACCESS[key],
    endedSignIns,
  });
  return { ...context, ...caller };
};

/**
 * A call authenticated and parsed: who calls, then its input against the contract's schema (400
 * naming each wrong field), ready to run its handler.
 */
export const openCall = async (request: CallRequest, options: DispatchOptions) => {
  const callContext = await authorizeCall(request, options);
  const parsed = parseInput(getCall(request.key).input, request.input);
  // The table is typed per key; here one entry of it is used whatever its key.
  const implementation = CALL_IMPLEMENTATIONS[request.key] as unknown as CallImplementation<
    typeof request.key
  >;
  return {
    input: parsed,
    context: callContext,
    run: () => implementation.handler(parsed as never, callContext),
  };
};

/** A call's success: the wire's `{ data }`, or a file that the medium writes while it is made. */
export type CallAnswer = { data: unknown } | StreamedFile;

/**
 * The one dispatcher, of the envelope route and of the mocks' backend alike: authenticate → parse →
 * handler → answer. A refusal or a failure is thrown, for the medium to answer (`http/errorAnswer.ts`).
 */
export const dispatch = async (request: CallRequest, options: DispatchOptions): Promise<CallAnswer> => {
  const result = await (await openCall(request, options)).run();
  return result instanceof StreamedFile ? result : { data: result };
};
