import type { PublicDocumentPurpose } from '@cet-portal/api-client/contract';
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

/** The hex SHA-256 of a file, by WebCrypto: the same in Node and in the mocks' backend in a browser. */
const sha256Hex = async (bytes: Buffer): Promise<string> =>
  // A Buffer decoded from an upload never shares its memory, whatever its type says.
  Array.from(
    new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>)),
    (byte) => byte.toString(16).padStart(2, '0'),
  ).join('');

/**
 * Stores a file with its size and SHA-256; returns its metadata. The row and the bytes go in one
 * transaction (a savepoint inside a caller's), so a failure between them leaves no file without content.
 */
export const storeDocument = async (db: Db, document: NewDocument, now: Date) => {
  const row = {
    id: document.id ?? newId(),
    fileName: document.fileName,
    type: document.type,
    contentType: document.contentType,
    size: document.bytes.length,
    sha256: await sha256Hex(document.bytes),
    ownerId: document.ownerId,
    purpose: document.purpose ?? null,
    updated: now,
  };
  await db.transaction(async (tx) => {
    await tx.insert(documents).values(row);
    await tx.insert(documentContents).values({ documentId: row.id, data: document.bytes });
  });
  return row;
};
