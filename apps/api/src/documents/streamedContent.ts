import { createHash } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import type { Db } from '../db/database';
import { databaseContent, inStore, type NewDocument, rowOf } from '../db/queries/documents';
import { documentContents, documents } from '../db/schema';
import {
  DamagedContentError,
  type DocumentStore,
  isContentStore,
  MissingContentError,
} from './store/documentStore';

/*
 * Documents' content as streams, for the upload and download routes: never a whole document in
 * memory. Node only: the mocks' backend, which runs the call table in a browser, never imports it.
 */

/** An upload staged on disk (documents/stagedUpload.ts): its bytes never all in memory at once. */
export interface StagedDocument extends Omit<NewDocument, 'bytes' | 'contentType'> {
  staged: { path: string; size: number; sha256: string; contentType: string };
}

/**
 * Puts a staged upload's content where its store keeps it, before any transaction: a content store
 * moves the staged file into place (no copy in memory, no database session held while an object
 * storage receives it); the database store, whose bytes go in the row's own transaction, gets them
 * back to write there. The staged file is gone afterwards either way.
 */
export const placeStagedContent = async (
  store: DocumentStore,
  staged: StagedDocument['staged'],
): Promise<Buffer | null> => {
  try {
    if (isContentStore(store)) {
      await inStore(store, () => store.putStaged(staged.sha256, staged));
      return null;
    }
    return await readFile(staged.path);
  } finally {
    await rm(staged.path, { force: true });
  }
};

/**
 * The row of a staged upload whose content `placeStagedContent` placed: in a content store already
 * (a failure now leaves content no row names, which the sweeper removes), or written here with the
 * row for the database store. Either way no row is ever without its content.
 */
export const insertStagedDocument = async (
  db: Db,
  document: StagedDocument,
  databaseBytes: Buffer | null,
  now: Date,
) => {
  const row = rowOf({ ...document, contentType: document.staged.contentType }, document.staged, now);
  await db.insert(documents).values(row);
  if (databaseBytes) await db.insert(documentContents).values({ documentId: row.id, data: databaseBytes });
  return row;
};

/** Passes the bytes on while hashing them; at the end, a DamagedContentError if they are not the row's. */
async function* checkedWhileRead(sha256: string, source: Iterable<Uint8Array> | AsyncIterable<Uint8Array>) {
  const hash = createHash('sha256');
  for await (const chunk of source) {
    hash.update(chunk);
    yield chunk;
  }
  if (hash.digest('hex') !== sha256) throw new DamagedContentError(sha256);
}

/** Reads a stream to its end for its hash alone, holding no more than one piece of it. */
const hashOf = async (source: Iterable<Uint8Array> | AsyncIterable<Uint8Array>) => {
  const hash = createHash('sha256');
  for await (const chunk of source) hash.update(chunk);
  return hash.digest('hex');
};

type StoredDocument = { id: string; sha256: string };

/** A document's stored bytes as they come: from its content store, else from its row (the database store). */
const openStored = async (
  db: Db,
  store: DocumentStore,
  document: StoredDocument,
): Promise<Iterable<Uint8Array> | AsyncIterable<Uint8Array>> => {
  const stored = isContentStore(store) ? await inStore(store, () => store.open(document.sha256)) : null;
  if (stored) return stored;
  const bytes = await databaseContent(db, document.id);
  if (!bytes) throw new MissingContentError(document.id);
  return [bytes];
};

/**
 * A document's bytes as a stream read once and checked on the way: a damage shows at its end, as an
 * error of the stream. For an archive's entry, which follows others already sent, so that an error
 * there cuts the archive either way; a download of the document alone is checked first
 * (openDocumentContent).
 */
export const streamDocumentContent = async (
  db: Db,
  store: DocumentStore,
  document: StoredDocument,
): Promise<AsyncIterable<Uint8Array>> =>
  checkedWhileRead(document.sha256, await openStored(db, store, document));

/**
 * A document's bytes as a stream, checked against its SHA-256 before the first byte goes out, so a
 * damaged or missing content is still an error answer (DamagedContentError, MissingContentError)
 * rather than a download cut short: the content is read once for its hash, then again to be sent,
 * and checked again on the way (content-addressed objects never change, so both reads agree unless
 * the disk or the bucket fails in between). Never more than a piece of it is in memory.
 */
export const openDocumentContent = async (
  db: Db,
  store: DocumentStore,
  document: StoredDocument,
): Promise<AsyncIterable<Uint8Array>> => {
  if ((await hashOf(await openStored(db, store, document))) !== document.sha256) {
    throw new DamagedContentError(document.sha256);
  }
  return streamDocumentContent(db, store, document);
};
