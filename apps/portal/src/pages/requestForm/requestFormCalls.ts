import { REQUEST_STATES, type Request, type RoleName } from '@cet-portal/api-client';
import type { LinkableRequest, RequestDraft, RequestPayload, UploadedDocument } from '@cet-portal/forms';
import type { QueryClient } from '@tanstack/react-query';
import { downloadDocument, uploadDocument } from '../../api/files';
import { allPagesQueryFor } from '../../api/queries';

/** A request has been sent once it left DRAFT; only a sent request has an identifier to link to. */
/**
 * The requests an amendment (G1, G2, G3) may point at: the user's (and its company's) sent
 * requests, every page of them, newest identifier first; never the request being edited.
 */
export const loadLinkableRequests = async (
  queryClient: QueryClient,
  role: RoleName | null,
  editedId: string | undefined,
  staleTime: number,
): Promise<LinkableRequest[]> => {
  const sent = await queryClient.fetchQuery({
    ...allPagesQueryFor(role, 'request.find', {
      query: { states: REQUEST_STATES.filter((state) => state !== 'DRAFT') },
      sort: { identifier: -1 },
    }),
    staleTime,
  });
  return sent
    .filter((request) => request._id !== editedId)
    .map(({ _id, identifier, studyTitle }) => ({ _id, identifier, studyTitle }));
};

/** Uploads a file as an attachment of a document type: its bytes as a data URL, with name and type. */
export const uploadAttachment = (
  role: RoleName | null,
  file: File,
  type: string,
): Promise<UploadedDocument> => uploadDocument(role, file, { type });

/** Downloads a document type's template and saves it under its own name. */
export const downloadTemplate = (role: RoleName | null, templateId: string): Promise<void> =>
  downloadDocument(role, templateId);

/** Attachments compare by document and type: the form's carry file names, the payload's do not. */
const comparable = (field: string, value: unknown) =>
  field === 'documents' && Array.isArray(value)
    ? value.map(({ _id, type }: { _id: string; type: string }) => ({ _id, type }))
    : value;

/** The fields whose values differ from the stored request's. */
const changedFields = (request: Request, values: RequestDraft | RequestPayload) =>
  (Object.keys(values) as (keyof RequestPayload)[]).filter(
    (field) =>
      JSON.stringify(comparable(field, values[field])) !== JSON.stringify(comparable(field, request[field])),
  );

/**
 * Whether the form holds changes the stored request lacks. Sending saves them first, and only
 * then: a save without changes would log an update, and an update by the applicant is what makes a
 * request 'integrated' (requests-and-sign-in, section 4).
 */
export const hasUnsavedChanges = (request: Request, payload: RequestPayload): boolean =>
  changedFields(request, payload).length > 0;

/**
 * What a draft changes in the stored request, or null when nothing. Only that is kept: after a
 * reload, or once a stale version is reloaded, the newest stored version shows with the user's
 * changes on top, and a colleague's saves in between are neither hidden nor overwritten.
 */
export const draftChanges = (request: Request, draft: RequestDraft): RequestDraft | null => {
  const changed = changedFields(request, draft);
  return changed.length === 0 ? null : Object.fromEntries(changed.map((field) => [field, draft[field]]));
};
