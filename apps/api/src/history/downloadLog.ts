import type { CallKey } from '@cet-portal/api-client/contract';
import type { RoleSession } from '../core/session';
import type { Db } from '../db/database';
import { documentDownloads } from '../db/schema';

/**
 * Appends who downloaded which documents. Called after the call's checks, so a refused download
 * leaves no row; the staff's 'Cronologia' reads them back.
 */
export const logDownloads = async (
  db: Db,
  session: RoleSession,
  operation: Extract<CallKey, 'document.get' | 'document.getAllDocuments'>,
  documentIds: readonly string[],
): Promise<void> => {
  if (documentIds.length === 0) return;
  const at = new Date();
  await db.insert(documentDownloads).values(
    documentIds.map((documentId) => ({
      at,
      userId: session.user.id,
      userFiscalCode: session.user.fiscalCode,
      role: session.role,
      documentId,
      operation,
    })),
  );
};
