// biome-ignore-all assist/source/organizeImports: the public API lists its values first, then its types (CONVENTIONS.md).

// The contract and its pure helpers, then the browser client.
export * from './contract';

// Values.
export { ApiError, isApiError } from './client/apiError';
export { createApiClient } from './client/createApiClient';
export { createFileClient } from './client/fileClient';
export { DEFAULT_ERROR_MESSAGES } from './client/messages';
export { csvText } from './helpers/csvText';
export { base64ToBlob, blobToDataUrl, bytesToBase64, saveBlob, saveFile } from './helpers/files';

// Types.
export type { ApiErrorInit } from './client/apiError';
export type { ApiClient, ApiClientOptions, CallFunction, CallOptions } from './client/createApiClient';
export type { FetchedFile, FileCallKey, FileClient, NamedBlob, UploadFields } from './client/fileClient';
