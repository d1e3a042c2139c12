import { documentationArchiveName } from '../../contract/documentation';
import { REQUEST_TYPES } from '../../contract/enums';
import { REFUSALS } from '../../contract/rules/refusals';
import { badRequest, notFound } from '../context';
import { EMPTY_ZIP_BASE64 } from '../exports';
import type { MockDatabase } from '../store';
import type { ServiceResolvers } from './types';

const documentationOf = (db: MockDatabase) => {
  const stored = db.feeSheet === null ? undefined : db.documents.get(db.feeSheet);
  return {
    feeSheet: stored ? { _id: stored._id, fileName: stored.fileName, updated: stored.updated } : null,
    archives: REQUEST_TYPES.map((type) => ({
      type,
      templates: db.requestConfigs.find((config) => config.requestType === type)?.documentType.length ?? 0,
    })),
  };
};

export const documentationResolvers: ServiceResolvers<'documentation'> = {
  get: (_input, { db }) => documentationOf(db),
  feeSheet: (_input, { db }) => {
    const stored = db.feeSheet === null ? undefined : db.documents.get(db.feeSheet);
    if (!stored) throw notFound(REFUSALS.feeSheetMissing);
    return { data: stored.data, fileName: stored.fileName, contentType: stored.contentType };
  },
  archive: ({ type }, { db }) => {
    const config = db.requestConfigs.find((candidate) => candidate.requestType === type);
    if (!config || config.documentType.length === 0) {
      throw notFound(`Nessun modulo configurato per la tipologia ${type}`);
    }
    return {
      data: EMPTY_ZIP_BASE64,
      fileName: documentationArchiveName(type),
      contentType: 'application/zip',
    };
  },
  setFeeSheet: ({ document }, { db }) => {
    if (!db.documents.has(document)) throw badRequest(REFUSALS.documentNotFound);
    db.feeSheet = document;
    return documentationOf(db);
  },
};
