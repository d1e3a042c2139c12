import { createHash } from 'node:crypto';
import type { Db } from '../database';
import { newId } from '../ids';
import { documentContents, documents } from '../schema';

export interface NewDocument {
  fileName: string;
  /** The request-type label it is for; null for forms, minutes, reports and templates. */
  type: string | null;
  contentType: string;
  bytes: Buffer;
  ownerId: string | null;
}

/**
 * Stores a file with its size and SHA-256; returns its metadata. The row and its bytes are one
 * transaction (a savepoint inside a caller's), so a crash between them never leaves a document
 * without its content.
 */
export const storeDocument = async (db: Db, document: NewDocument, now: Date) => {
  const row = {
    id: newId(),
    fileName: document.fileName,
    type: document.type,
    contentType: document.contentType,
    size: document.bytes.length,
    sha256: createHash('sha256').update(document.bytes).digest('hex'),
    ownerId: document.ownerId,
    updated: now,
  };
  await db.transaction(async (tx) => {
    await tx.insert(documents).values(row);
    await tx.insert(documentContents).values({ documentId: row.id, data: document.bytes });
  });
  return row;
};
