import { MAX_UPLOAD_BYTES } from '../../contract/primitives';
import { REFUSALS } from '../../contract/rules/refusals';
import { ownsRequest } from '../../contract/rules/requestAccess';
import { badRequest, forbidden, MockHttpError, type MockSession, notFound, requireSession } from '../context';
import { EMPTY_ZIP_BASE64 } from '../exports';
import { findVisibleRequest, scopeOf } from '../requestStore';
import { type MockDatabase, nextId, nextInstant, type StoredDocument } from '../store';
import type { ServiceResolvers } from './types';

const DATA_URL = /^data:([^;,]+)(?:;[^,]*)?;base64,(.*)$/s;

/** Decoded size of base64 without decoding it. */
const decodedSize = (base64: string): number =>
  Math.floor((base64.length * 3) / 4) - (base64.match(/=*$/)?.[0].length ?? 0);

/**
 * The server's rule (db/queries/documentAccess.ts) on the mocks' store: an applicant reads what it
 * uploaded, the files of its own or its company's requests, the types' templates, and the report
 * attachments of its requests once their meeting has closed.
 */
const applicantMayRead = (db: MockDatabase, session: MockSession, document: StoredDocument): boolean => {
  const id = document._id;
  if (document.uploadedBy === session.user._id) return true;
  if (db.requestConfigs.some((config) => config.documentType.some((field) => field.template === id))) {
    return true;
  }
  const own = db.requests.filter((request) => ownsRequest(request, scopeOf(session)));
  const ownIds = new Set(own.map((request) => request._id));
  return (
    own.some(
      (request) =>
        request.documents.some((attached) => attached._id === id) ||
        request.requestDocument?._id === id ||
        request.reportVersions.some((report) => report._id === id),
    ) ||
    db.conferences.some(
      (meeting) =>
        meeting.closeDate !== null &&
        meeting.documents.some((file) => file.file._id === id && ownIds.has(file.request)),
    )
  );
};

export const documentResolvers: ServiceResolvers<'document'> = {
  get: (_input, context) => {
    const { db, params } = context;
    const stored = db.documents.get(params.id ?? '');
    if (!stored) throw notFound(REFUSALS.documentNotFound);
    const session = requireSession(context);
    if (session.role === 'RIC' && !applicantMayRead(db, session, stored)) {
      throw forbidden(REFUSALS.otherApplicantsDocument);
    }
    return { data: stored.data, fileName: stored.fileName, contentType: stored.contentType };
  },
  getAllDocuments: ({ ids, requestId, requestName }, context) => {
    findVisibleRequest(context, requestId);
    const missing = ids.filter((id) => !context.db.documents.has(id));
    if (missing.length > 0) throw notFound(`Documenti non trovati: ${missing.join(', ')}`);
    return {
      data: EMPTY_ZIP_BASE64,
      fileName: `${requestName || requestId}.zip`,
      contentType: 'application/zip',
    };
  },
  upload: ({ file, name, mimetype, type }, context) => {
    const { db } = context;
    const [, declaredType, data] = DATA_URL.exec(file) ?? [];
    if (declaredType === undefined || data === undefined) throw badRequest(REFUSALS.notADataUrl);
    if (decodedSize(data) > MAX_UPLOAD_BYTES) {
      throw new MockHttpError(413, 'PAYLOAD_TOO_LARGE', REFUSALS.fileTooLarge);
    }
    const stored = {
      _id: nextId(db, 'document'),
      fileName: name,
      type: type ?? null,
      contentType: mimetype || declaredType,
      updated: nextInstant(db),
      data,
      uploadedBy: context.session?.user._id,
    };
    db.documents.set(stored._id, stored);
    const { data: _content, uploadedBy: _uploader, ...document } = stored;
    return document;
  },
};
