import type { Database } from '../db/database';
import { readDocumentContent } from '../db/queries/documents';
import { documentStoreOf } from './store/documentStore';

/**
 * A document's bytes, checked against its hash, for a call's answer. A store's failure (damaged or
 * missing content, a store that does not answer) is answered in Italian by the server's error answer,
 * as for every call.
 */
export const documentBytes = (
  database: Pick<Database, 'db' | 'documents'>,
  document: { id: string; sha256: string },
): Promise<Buffer> => readDocumentContent(database.db, documentStoreOf(database), document);
