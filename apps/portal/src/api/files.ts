import {
  blobToDataUrl,
  type FilePayload,
  type PublicDocumentPurpose,
  saveFile,
} from '@cet-portal/api-client';
import type { CallInput, CallKey, CallOutput } from '@cet-portal/api-client/contract';
import { sendCall } from './queries';

/** The calls of the contract that answer with a file (exports, archives, templates). */
export type FileCall = { [Call in CallKey]: CallOutput<Call> extends FilePayload ? Call : never }[CallKey];

/** Fetches a file of the API and saves it as the browser's download. */
export const downloadFile = async (load: () => Promise<FilePayload>, name?: string) => {
  saveFile(await load(), name);
};

/** Sends a call that answers with a file and saves the file, under `name` or the server's name. */
export const downloadCall = <Call extends FileCall>(call: Call, input: CallInput<Call>, name?: string) =>
  downloadFile(() => sendCall(call, input) as Promise<FilePayload>, name);

/** Downloads a stored document (`GET /document/:id`) under its own name. */
export const downloadDocument = (id: string) => downloadCall('document.get', { id });

/**
 * Uploads a chosen file (`PUT /document`), optionally as an attachment of a document type, or, for
 * ADMIN, as a document meant for everyone (`purpose`): the server publishes nothing uploaded otherwise.
 * Sent at once rather than as a mutation: the form that asks waits for the stored document, and
 * nothing cached shows a document before it is attached to a request or a page.
 */
export const uploadDocument = async (
  file: File,
  { type, purpose }: { type?: string; purpose?: PublicDocumentPurpose } = {},
) =>
  sendCall('document.upload', {
    file: await blobToDataUrl(file),
    name: file.name,
    ...(file.type ? { mimetype: file.type } : {}),
    ...(type ? { type } : {}),
    ...(purpose ? { purpose } : {}),
  });
