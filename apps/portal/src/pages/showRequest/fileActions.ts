import type { Request, RoleName } from '@cet-portal/api-client';
import { downloadCall, downloadDocument as saveDocument, uploadDocument } from '../../api/files';
import { sendCall } from '../../api/queries';
import { reportFailure } from '../../errors/failureStore';
import { allDocumentIds, archiveName } from './showRequestRules';

/** Fetches one stored document and saves it under its name; a failure is told to the user. */
export const downloadDocument = async (role: RoleName | null, id: string): Promise<void> => {
  try {
    await saveDocument(role, id);
  } catch (error) {
    reportFailure(error);
  }
};

/** Every file of the request as one ZIP archive; a failure is told to the user. */
export const downloadAllDocuments = async (role: RoleName | null, request: Request): Promise<void> => {
  try {
    await downloadCall(role, 'document.getAllDocuments', {
      ids: allDocumentIds(request),
      requestId: request._id,
      requestName: archiveName(request),
    });
  } catch (error) {
    reportFailure(error);
  }
};

/**
 * Uploads the report (verbale) and attaches it to the request, with the version last shown (a stale
 * one is a 409). Resolves to the updated request; rejects after telling the user, so that the
 * upload control shows its own failure too.
 */
export const uploadReport = async (
  role: RoleName | null,
  request: Pick<Request, '_id' | 'updated'>,
  file: File,
  onReload: () => void,
): Promise<Request> => {
  try {
    const document = await uploadDocument(role, file);
    return await sendCall(role, 'request.update', {
      _id: request._id,
      updated: request.updated,
      reportDocument: document._id,
    });
  } catch (error) {
    reportFailure(error, { onReload });
    throw error;
  }
};
