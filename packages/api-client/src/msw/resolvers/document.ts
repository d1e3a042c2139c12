import { MAX_UPLOAD_BYTES } from '../../contract/primitives';
import { applicantMayReadDocument } from '../../contract/rules/documentAccess';
import { REFUSALS } from '../../contract/rules/refusals';
import { badRequest, forbidden, MockHttpError, type MockSession, notFound, requireSession } from '../context';
import { EMPTY_ZIP_BASE64 } from '../exports';
import { findVisibleRequest, scopeOf } from '../requestStore';
import { type MockDatabase, nextId, nextInstant, type StoredDocument } from '../store';
import type { ServiceResolvers } from './types';

const DATA_URL = /^data:([^;,]+)(?:;[^,]*)?;base64,(.*)$/s;

/** Decoded size of base64 without decoding it. */
const decodedSize = (base64: string): number =>
  Math.floor((base64.length * 3) / 4) - (base64.match(/=*$/)?.[0].length ?? 0);

/** The contract's reading rule for an applicant, on the mocks' store. */
const applicantMayRead = (db: MockDatabase, session: MockSession, document: StoredDocument): boolean =>
  applicantMayReadDocument(document._id, scopeOf(session), {
    uploadedBy: document.uploadedBy,
    requests: db.requests,
    templates: db.requestConfigs.flatMap((config) => config.documentType.map((field) => field.template)),
    closedMeetingReports: db.conferences
      .filter((meeting) => meeting.closeDate !== null)
      .flatMap((meeting) => meeting.documents.map(({ request, file }) => ({ request, file: file._id }))),
  });

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
