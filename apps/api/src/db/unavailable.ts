/** What a call, and the health check, answer while the database cannot be reached (503). */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'Il servizio non è al momento disponibile: il database non risponde. Riprova tra qualche istante.';

/** Socket errors of a database that is down, restarting or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** SQLSTATEs of a server shutting down or refusing connections (class 57P), or of a broken connection (class 08). */
const isUnavailableState = (code: string) =>
  code.startsWith('08') || ['57P01', '57P02', '57P03'].includes(code);

/** node-postgres reports a connection cut under a query by message only. */
const BROKEN_CONNECTION =
  /Connection terminated|connection error|not queryable|timeout exceeded when trying to connect/i;

/**
 * True when an error, or any error it wraps (drizzle wraps the driver's as `cause`), says the database
 * cannot be reached rather than that a query was wrong: the call may succeed once the database is back.
 */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || isUnavailableState(code))) return true;
    if (BROKEN_CONNECTION.test(current.message)) return true;
    current = current.cause;
  }
  return false;
};
