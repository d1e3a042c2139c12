import {
  blobToDataUrl,
  type FilePayload,
  type PublicDocumentPurpose,
  saveFile,
} from '@cet-portal/api-client';
import { apiClient } from './apiClient';

/** Fetches a file of the API and saves it as the browser's download. */
export const downloadFile = async (load: () => Promise<FilePayload>, name?: string) => {
  saveFile(await load(), name);
};

/** Downloads a stored document (`GET /document/:id`) under its own name. */
export const downloadDocument = (id: string) => downloadFile(() => apiClient.document.get({ id }));

/**
 * Uploads a chosen file (`PUT /document`), optionally as an attachment of a document type, or, for
 * ADMIN, as a document meant for everyone (`purpose`): the server publishes nothing uploaded otherwise.
 */
export const uploadDocument = async (
  file: File,
  { type, purpose }: { type?: string; purpose?: PublicDocumentPurpose } = {},
) =>
  apiClient.document.upload({
    file: await blobToDataUrl(file),
    name: file.name,
    ...(file.type ? { mimetype: file.type } : {}),
    ...(type ? { type } : {}),
    ...(purpose ? { purpose } : {}),
  });
