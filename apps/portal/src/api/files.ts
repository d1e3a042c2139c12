import {
  type FileCallKey,
  type PublicDocumentPurpose,
  type RoleName,
  saveBlob,
} from '@cet-portal/api-client';
import type { CallInput } from '@cet-portal/api-client/contract';
import { fileClient } from './apiClient';

/**
 * Sends a call that answers with a file (an export, an archive, a template, a document) as `role` to
 * the file route, which answers with the file itself rather than base64 inside JSON, and saves it as the
 * browser's download under `name` or the server's name.
 */
export const downloadCall = async <Call extends FileCallKey>(
  role: RoleName | null,
  call: Call,
  input: CallInput<Call>,
  name?: string,
) => {
  const { blob, fileName } = await fileClient.fetchFile(call, input, { role });
  saveBlob(blob, name ?? fileName);
};

/** Downloads a stored document (`GET /document/:id`) under its own name. */
export const downloadDocument = (role: RoleName | null, id: string) =>
  downloadCall(role, 'document.get', { id });

/**
 * Uploads a chosen file as `role` (`document.upload`, streamed as multipart), optionally as an attachment of a
 * document type, or, for ADMIN, as a document meant for everyone (`purpose`): the server publishes
 * nothing uploaded otherwise. Sent at once rather than as a mutation: the form that asks waits for the
 * stored document, and nothing cached shows a document before it is attached to a request or a page.
 */
export const uploadDocument = (
  role: RoleName | null,
  file: File,
  { type, purpose }: { type?: string; purpose?: PublicDocumentPurpose } = {},
) =>
  fileClient.uploadFile(
    file,
    {
      ...(type ? { type } : {}),
      ...(purpose ? { purpose } : {}),
    },
    { role },
  );
