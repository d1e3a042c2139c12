import { and, eq } from 'drizzle-orm';
import { badRequest } from '../../core/refusal';
import type { Db } from '../../db/database';
import { documents } from '../../db/schema';

/** A report, minutes or attachment must be a document the caller uploaded. */
export const assertUploadedBy = async (db: Db, documentId: string, userId: string): Promise<void> => {
  const [document] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.ownerId, userId)));
  if (!document) throw badRequest(`Documento sconosciuto o non caricato da te: ${documentId}`);
};
