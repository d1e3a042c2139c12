import type { RequestType } from '@cet-portal/api-client/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { badRequest, forbidden } from '../../core/refusal';
import type { Db } from '../../db/database';
import { documentFields, documents, requestConfigs, requestDocuments } from '../../db/schema';

export interface AttachmentInput {
  _id: string;
  type: string;
}

/** The labels of a request type's document fields; undefined when the type is not configured. */
const configuredLabels = async (db: Db, type: RequestType | null): Promise<Set<string> | undefined> => {
  if (type === null) return undefined;
  const rows = await db
    .select({ label: documentFields.label })
    .from(documentFields)
    .innerJoin(requestConfigs, eq(requestConfigs.id, documentFields.configId))
    .where(eq(requestConfigs.requestType, type));
  return rows.length === 0 ? undefined : new Set(rows.map((row) => row.label));
};

/**
 * Attachments must be documents the caller uploaded (or already on the request), each with a
 * label of the request type's configuration.
 */
export const checkAttachments = async (
  db: Db,
  attachments: readonly AttachmentInput[],
  { ownerId, requestId, type }: { ownerId: string; requestId?: string; type: RequestType | null },
): Promise<void> => {
  if (attachments.length === 0) return;
  const ids = [...new Set(attachments.map((attachment) => attachment._id))];
  const found = await db
    .select({ id: documents.id, ownerId: documents.ownerId })
    .from(documents)
    .where(inArray(documents.id, ids));
  const attached = requestId
    ? await db
        .select({ id: requestDocuments.documentId })
        .from(requestDocuments)
        .where(and(eq(requestDocuments.requestId, requestId), inArray(requestDocuments.documentId, ids)))
    : [];
  for (const id of ids) {
    const document = found.find((candidate) => candidate.id === id);
    if (!document) throw badRequest(`Documento sconosciuto: ${id}`);
    if (document.ownerId !== ownerId && !attached.some((row) => row.id === id)) {
      throw forbidden(`Puoi allegare solo documenti che hai caricato tu: ${id}`);
    }
  }
  const labels = await configuredLabels(db, type);
  const unknown = labels ? attachments.filter((attachment) => !labels.has(attachment.type)) : [];
  if (unknown.length > 0) {
    throw badRequest(
      `Tipo di allegato non previsto per la tipologia ${type}: ${unknown.map((attachment) => attachment.type).join(', ')}`,
    );
  }
};

/** A draft's attachments are what the form sends. */
export const replaceAttachments = async (
  db: Db,
  requestId: string,
  attachments: readonly AttachmentInput[],
): Promise<void> => {
  await db.delete(requestDocuments).where(eq(requestDocuments.requestId, requestId));
  if (attachments.length === 0) return;
  await db
    .insert(requestDocuments)
    .values(attachments.map(({ _id, type }, position) => ({ requestId, documentId: _id, type, position })))
    .onConflictDoNothing();
};

/**
 * After the first sending, attachments only grow: a new file of a type becomes the newest entry of
 * that type's history and the files the committee already received stay. Returns how many were added.
 */
export const appendAttachments = async (
  db: Db,
  requestId: string,
  attachments: readonly AttachmentInput[],
): Promise<number> => {
  const existing = await db
    .select({ documentId: requestDocuments.documentId, position: requestDocuments.position })
    .from(requestDocuments)
    .where(eq(requestDocuments.requestId, requestId));
  const known = new Set(existing.map((row) => row.documentId));
  const added = attachments.filter(
    (attachment, index) =>
      !known.has(attachment._id) && attachments.findIndex((other) => other._id === attachment._id) === index,
  );
  if (added.length === 0) return 0;
  const start = Math.max(-1, ...existing.map((row) => row.position)) + 1;
  await db
    .insert(requestDocuments)
    .values(
      added.map(({ _id, type }, index) => ({ requestId, documentId: _id, type, position: start + index })),
    )
    .onConflictDoNothing();
  return added.length;
};
