import type { ApiErrorCode } from '../contract/envelope';

/** A 409 without the server's message: the data changed meanwhile, whichever way. */
const CHANGED_MEANWHILE = 'I dati sono stati modificati da un altro utente. Ricarica la pagina e riprova.';

/** Italian messages for errors that arrive without a server message. */
export const DEFAULT_ERROR_MESSAGES = {
  BAD_REQUEST: 'La richiesta non è valida.',
  UNAUTHORIZED: 'Sessione scaduta o non valida. Accedi di nuovo.',
  FORBIDDEN: 'Non hai i permessi per eseguire questa operazione.',
  NOT_FOUND: 'Elemento non trovato.',
  CONFLICT: CHANGED_MEANWHILE,
  STALE: CHANGED_MEANWHILE,
  PAYLOAD_TOO_LARGE: 'Il file supera la dimensione massima consentita.',
  SERVER_ERROR: 'Si è verificato un errore del server. Riprova più tardi.',
  NETWORK_ERROR: 'Impossibile contattare il server. Controlla la connessione e riprova.',
  INVALID_RESPONSE: 'Il server ha inviato una risposta non valida.',
  INVALID_INPUT: 'I dati inseriti non sono validi.',
} as const satisfies Record<ApiErrorCode, string>;

const CODES_BY_STATUS: Record<number, ApiErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
};

export const errorCodeForStatus = (status: number): ApiErrorCode =>
  CODES_BY_STATUS[status] ?? (status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST');
