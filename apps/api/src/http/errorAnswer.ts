import type { FastifyBaseLogger, FastifyError } from 'fastify';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../db/unavailable';
import {
  DAMAGED_CONTENT_MESSAGE,
  DamagedContentError,
  MissingContentError,
  STORE_UNAVAILABLE_MESSAGE,
  StoreUnavailableError,
} from '../documents/store/documentStore';
import { errorBody, refusalOf } from './errors';

/** PostgreSQL's unique_violation: two writers raced for the same value. */
const UNIQUE_VIOLATION = '23505';

/** PostgreSQL's class 22, data exception: a value the schema let through but the column cannot hold. */
const isDataException = (code: string | undefined) => code?.length === 5 && code.startsWith('22');

/** The SQLSTATE of a failed query; drizzle wraps the driver's error as its `cause`. */
const sqlState = (error: Error): string | undefined => {
  const cause = error.cause as { code?: unknown } | undefined;
  return typeof cause?.code === 'string' ? cause.code : undefined;
};

/**
 * Every failure as the wire contract's error answer: a refusal of a call with its code and Italian
 * message, Fastify's own refusals (size, media type, JSON) in Italian, a database conflict or outage as
 * what the user can do about it, and anything else as a 500 that tells nothing of the inside.
 */
export const errorAnswer = (
  error: FastifyError & { code?: string },
  log: FastifyBaseLogger,
): { status: number; body: unknown } => {
  const refusal = refusalOf(error);
  if (refusal) return { status: refusal.status, body: errorBody(refusal.code, error.message) };
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return {
      status: 413,
      body: errorBody('PAYLOAD_TOO_LARGE', 'La chiamata supera la dimensione massima consentita'),
    };
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return {
      status: 415,
      body: errorBody(
        'UNSUPPORTED_MEDIA_TYPE',
        'La chiamata deve essere JSON (Content-Type: application/json)',
      ),
    };
  }
  const state = sqlState(error);
  if (state === UNIQUE_VIOLATION) {
    return {
      status: 409,
      body: errorBody('CONFLICT', 'Il dato è già presente: riprova dopo aver ricaricato'),
    };
  }
  if (isDataException(state)) {
    return {
      status: 400,
      body: errorBody('BAD_REQUEST', "Dati non validi: un valore è fuori dall'intervallo ammesso"),
    };
  }
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    const message =
      error instanceof SyntaxError ? 'Il corpo della chiamata non è JSON valido' : error.message;
    return { status: error.statusCode, body: errorBody('BAD_REQUEST', message) };
  }
  // A document store's failure, whichever call met it: what is wrong, and whether trying again helps.
  if (error instanceof DamagedContentError) {
    log.error({ err: error }, 'damaged document content');
    return { status: 500, body: errorBody('SERVER_ERROR', DAMAGED_CONTENT_MESSAGE) };
  }
  if (error instanceof MissingContentError) {
    return { status: 404, body: errorBody('NOT_FOUND', 'Contenuto del documento non trovato') };
  }
  if (error instanceof StoreUnavailableError) {
    log.warn({ err: error }, 'document store unavailable');
    return { status: 503, body: errorBody('UNAVAILABLE', STORE_UNAVAILABLE_MESSAGE) };
  }
  if (isDatabaseUnavailable(error)) {
    // Nothing was written (the transaction could not commit): the user may simply try again.
    log.warn({ err: error }, 'database unavailable');
    return { status: 503, body: errorBody('UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE) };
  }
  log.error({ err: error }, 'unexpected error');
  return { status: 500, body: errorBody('SERVER_ERROR', 'Errore interno del server') };
};
