import { delay, type HttpHandler } from 'msw';
import { DEFAULT_ERROR_MESSAGES } from '../client/messages';
import { CALL_LIST, type CallKey } from '../contract/calls';
import { callHandler, createHandlers, envelopeHandler, errorResponse, type MockIdentity } from './handlers';

/*
 * Scenario helpers return handlers to put in front of the defaults, e.g.
 * `server.use(...serverErrorHandlers(['request.find']))` or a story's `msw.handlers`.
 * Without `calls` they apply to every call.
 */

const EMPTY_PAYLOADS: readonly unknown[] = [{ result: [], total: 0 }, { count: 0 }, [], null];

/** Every list empty, every count 0, every array empty; calls that answer one record are untouched. */
export const emptyListHandlers = (calls?: readonly CallKey[]): HttpHandler[] =>
  CALL_LIST.filter((entry) => !calls || calls.includes(entry.key)).flatMap((entry) => {
    const index = EMPTY_PAYLOADS.findIndex((payload) => entry.output.safeParse(payload).success);
    return index === -1 ? [] : [callHandler(entry.key, EMPTY_PAYLOADS[index])];
  });

/**
 * Calls answered by the handlers behind these after `duration` milliseconds, or never with
 * `'infinite'` (the loading state of a story).
 */
export const slowHandlers = (duration: number | 'infinite', calls?: readonly CallKey[]): HttpHandler[] => [
  envelopeHandler(calls, async () => {
    await delay(duration);
    return undefined;
  }),
];

/** Calls failing with 500. */
export const serverErrorHandlers = (calls?: readonly CallKey[]): HttpHandler[] => [
  envelopeHandler(calls, () => errorResponse(500, 'SERVER_ERROR', DEFAULT_ERROR_MESSAGES.SERVER_ERROR)),
];

/** Calls refused with 403. */
export const forbiddenHandlers = (calls?: readonly CallKey[]): HttpHandler[] => [
  envelopeHandler(calls, () => errorResponse(403, 'FORBIDDEN', DEFAULT_ERROR_MESSAGES.FORBIDDEN)),
];

/** The whole default backend acting as one user and role, whatever token the client sends. */
export const actingAsHandlers = (identity: MockIdentity): HttpHandler[] =>
  createHandlers({ actAs: identity });
