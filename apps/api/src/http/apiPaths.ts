import { FILE_ROUTE, UPLOAD_ROUTE } from '@cet-portal/api-client/contract';

/** The envelope's address: its calls carry a token, which names the caller. */
export const API_PATH = '/api';

/** The public envelope's address: its calls need no token, and a token there names nobody. */
export const PUBLIC_API_PATH = '/api/public';

/** `document.upload` streamed as multipart (uploadRoute.ts). */
export const UPLOAD_PATH = `${API_PATH}${UPLOAD_ROUTE}`;

/** A file call answered with the file itself (fileRoute.ts). */
export const FILE_PATH = `${API_PATH}${FILE_ROUTE}`;

/** The addresses whose token names the caller, for the limits as for the calls. */
export const TOKEN_PATHS: ReadonlySet<string> = new Set([API_PATH, UPLOAD_PATH, FILE_PATH]);
