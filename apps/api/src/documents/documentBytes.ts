import type { Database } from '../db/database';
import { readDocumentContent } from '../db/queries/documents';
import { HttpError, notFound, unavailable } from '../http/errors';
import {
  DAMAGED_CONTENT_MESSAGE,
  DamagedContentError,
  documentStoreOf,
  MissingContentError,
  StoreUnavailableError,
} from './store/documentStore';

export const STORE_UNAVAILABLE_MESSAGE =
  "L'archivio dei documenti non risponde: riprova tra qualche istante.";

/** A store's failure as the caller's answer: what is wrong, in Italian, and whether trying again helps. */
export const storeRefusal = (error: unknown): unknown => {
  if (error instanceof DamagedContentError)
    return new HttpError(500, 'SERVER_ERROR', DAMAGED_CONTENT_MESSAGE);
  if (error instanceof MissingContentError) return notFound('Contenuto del documento non trovato');
  if (error instanceof StoreUnavailableError) return unavailable(STORE_UNAVAILABLE_MESSAGE);
  return error;
};

/** A document's bytes, checked against its hash, for a call's answer; refusals as `storeRefusal` gives them. */
export const documentBytes = async (
  database: Pick<Database, 'db' | 'documents'>,
  document: { id: string; sha256: string },
): Promise<Buffer> => {
  try {
    return await readDocumentContent(database.db, documentStoreOf(database), document);
  } catch (error) {
    throw storeRefusal(error);
  }
};
