import type { PublicDocumentPurpose } from '@cet-portal/api-client/contract';
import { eq } from 'drizzle-orm';
import {
  type DocumentStore,
  isContentStore,
  MissingContentError,
  StoreUnavailableError,
  sha256Hex,
  verified,
} from '../../documents/store/documentStore';
import type { Db } from '../database';
import { newId } from '../ids';
import { documentContents, documents } from '../schema';

export interface NewDocument {
  /** Chosen by a caller that must know it beforehand (to audit the new record); a new one otherwise. */
  id?: string;
  fileName: string;
  /** The request-type label it is for; null for forms, minutes, reports and templates. */
  type: string | null;
  contentType: string;
  bytes: Buffer;
  ownerId: string | null;
  /** Only for an ADMIN upload meant for everyone (fee sheet, template); the caller checks the role. */
  purpose?: PublicDocumentPurpose | null;
}

/** A store's failure as the store's, so a caller can tell it from the database's. */
export const inStore = async <Value>(store: DocumentStore, task: () => Promise<Value>): Promise<Value> => {
  try {
    return await task();
  } catch (error) {
    throw new StoreUnavailableError(isContentStore(store) ? store.describe() : 'database', error);
  }
};

/** A document's row, from its metadata and its content's size and hash. */
export const rowOf = (
  document: Omit<NewDocument, 'bytes'>,
  content: { size: number; sha256: string },
  now: Date,
) => ({
  id: document.id ?? newId(),
  fileName: document.fileName,
  type: document.type,
  contentType: document.contentType,
  size: content.size,
  sha256: content.sha256,
  ownerId: document.ownerId,
  purpose: document.purpose ?? null,
  updated: now,
});

/**
 * Stores a file with its size and SHA-256; returns its metadata. The row is written only once its
 * bytes are safe: in a content-addressed store before the row (a failure after it leaves content no
 * row names, which the sweeper removes); in the database in the row's own transaction (a savepoint
 * inside a caller's). Either way no document row is ever without its content.
 */
export const storeDocument = async (db: Db, store: DocumentStore, document: NewDocument, now: Date) => {
  const row = rowOf(document, { size: document.bytes.length, sha256: await sha256Hex(document.bytes) }, now);
  if (isContentStore(store)) {
    await inStore(store, () => store.put(row.sha256, document.bytes));
    await db.insert(documents).values(row);
    return row;
  }
  await db.transaction(async (tx) => {
    await tx.insert(documents).values(row);
    await tx.insert(documentContents).values({ documentId: row.id, data: document.bytes });
  });
  return row;
};

/** The bytes of `document_contents`, which the database store writes and older installations hold. */
export const databaseContent = async (db: Db, documentId: string): Promise<Buffer | null> => {
  const [row] = await db
    .select({ data: documentContents.data })
    .from(documentContents)
    .where(eq(documentContents.documentId, documentId));
  return row?.data ?? null;
};

/**
 * A document's bytes, checked against its SHA-256: a DamagedContentError rather than altered bytes, a
 * MissingContentError when no store holds them. A content-addressed store falls back on the database's
 * copy, so documents stored before the installation changed store stay readable until they are moved
 * (`npm run documents -- migrate`).
 */
export const readDocumentContent = async (
  db: Db,
  store: DocumentStore,
  document: { id: string; sha256: string },
): Promise<Buffer> => {
  const stored = isContentStore(store) ? await inStore(store, () => store.get(document.sha256)) : null;
  const bytes = stored ?? (await databaseContent(db, document.id));
  if (!bytes) throw new MissingContentError(document.id);
  return verified(document.sha256, bytes);
};
