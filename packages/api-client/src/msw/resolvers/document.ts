import { MAX_UPLOAD_BYTES } from '../../contract/primitives';
import { REFUSALS } from '../../contract/refusals';
import { badRequest, MockHttpError, notFound } from '../context';
import { EMPTY_ZIP_BASE64 } from '../exports';
import { nextId, nextInstant } from '../store';
import { findVisibleRequest } from './request';
import type { ServiceResolvers } from './types';

const DATA_URL = /^data:([^;,]+)(?:;[^,]*)?;base64,(.*)$/s;

/** Decoded size of base64 without decoding it. */
const decodedSize = (base64: string): number =>
  Math.floor((base64.length * 3) / 4) - (base64.match(/=*$/)?.[0].length ?? 0);

export const documentResolvers: ServiceResolvers<'document'> = {
  get: {
    access: 'signedIn',
    resolve: (_input, { db, params }) => {
      const stored = db.documents.get(params.id ?? '');
      if (!stored) throw notFound(REFUSALS.documentNotFound);
      return { data: stored.data, fileName: stored.fileName, contentType: stored.contentType };
    },
  },
  getAllDocuments: {
    access: 'signedIn',
    resolve: ({ ids, requestId, requestName }, context) => {
      findVisibleRequest(context, requestId);
      const missing = ids.filter((id) => !context.db.documents.has(id));
      if (missing.length > 0) throw notFound(`Documenti non trovati: ${missing.join(', ')}`);
      return {
        data: EMPTY_ZIP_BASE64,
        fileName: `${requestName || requestId}.zip`,
        contentType: 'application/zip',
      };
    },
  },
  upload: {
    access: 'signedIn',
    resolve: ({ file, name, mimetype, type }, { db }) => {
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
      };
      db.documents.set(stored._id, stored);
      const { data: _content, ...document } = stored;
      return document;
    },
  },
};
