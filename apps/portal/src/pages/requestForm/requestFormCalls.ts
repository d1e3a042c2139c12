import {
  blobToDataUrl,
  MAX_TAKE,
  REQUEST_STATES,
  type Request,
  type RequestConfig,
  saveFile,
} from '@cet-portal/api-client';
import type { LinkableRequest, RequestPayload, UploadedDocument } from '@cet-portal/forms';
import { apiClient } from '../../api/apiClient';

/** The query key of one request, shared with every page that reads it. */
export const requestQueryKey = (id: string | undefined) => ['request', id] as const;

/** Every type's document fields: fourteen types, one page of the largest size. */
export const loadRequestConfigs = async (): Promise<RequestConfig[]> =>
  (await apiClient.requestConfig.find({ take: MAX_TAKE })).result;

/** A request has been sent once it left DRAFT; only a sent request has an identifier to link to. */
const SENT_STATES = REQUEST_STATES.filter((state) => state !== 'DRAFT');

/**
 * The requests an amendment (G1, G2, G3) may point at: the user's (and its company's) sent
 * requests, every page of them, newest identifier first; never the request being edited.
 */
export const loadLinkableRequests = async (editedId: string | undefined): Promise<LinkableRequest[]> => {
  const found: Request[] = [];
  let total = Number.POSITIVE_INFINITY;
  while (found.length < total) {
    const page = await apiClient.request.find({
      query: { states: SENT_STATES },
      skip: found.length,
      take: MAX_TAKE,
      sort: { identifier: -1 },
    });
    found.push(...page.result);
    total = page.total;
    if (page.result.length === 0) break;
  }
  return found
    .filter((request) => request._id !== editedId)
    .map(({ _id, identifier, studyTitle }) => ({ _id, identifier, studyTitle }));
};

/** Uploads a file as an attachment of a document type: its bytes as a data URL, with name and type. */
export const uploadAttachment = async (file: File, type: string): Promise<UploadedDocument> =>
  apiClient.document.upload({
    file: await blobToDataUrl(file),
    name: file.name,
    mimetype: file.type || undefined,
    type,
  });

/** Downloads a document type's template and saves it under its own name. */
export const downloadTemplate = async (templateId: string): Promise<void> => {
  saveFile(await apiClient.document.get({ id: templateId }));
};

/** A saved attachment as the payload carries it. */
const attachmentRefs = (request: Request) => request.documents.map(({ _id, type }) => ({ _id, type }));

/**
 * Whether the form holds changes the stored request lacks. Sending saves them first, and only
 * then: a save without changes would log an update, and an update by the applicant is what makes a
 * request 'integrated' (requests-and-sign-in, section 4).
 */
export const hasUnsavedChanges = (request: Request, payload: RequestPayload): boolean =>
  (Object.keys(payload) as (keyof RequestPayload)[]).some((field) => {
    const saved = field === 'documents' ? attachmentRefs(request) : request[field];
    return JSON.stringify(payload[field]) !== JSON.stringify(saved);
  });
