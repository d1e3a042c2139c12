// Apart from the envelope's schemas (envelope.ts): the client sets these headers on every call,
// from the portal's first view, without loading zod.

/** The headers of the envelope's HTTP layer, as the server reads them. */
export const ACCEPT_HEADER = 'application/json, text/plain, */*';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/**
 * Beside the envelope endpoint, under the same API root: a document streamed up as multipart
 * (`streamedUploadFieldsSchema`, then the file), and a file call answered as the file itself.
 */
export const UPLOAD_ROUTE = '/upload';
export const FILE_ROUTE = '/file';
