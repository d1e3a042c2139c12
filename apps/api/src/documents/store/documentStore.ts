import type { Readable } from 'node:stream';

/** Where documents' bytes live (`DOCUMENT_STORE`). */
export type DocumentStoreKind = 'file' | 's3' | 'database';

export const DOCUMENT_STORE_KINDS = [
  'file',
  's3',
  'database',
] as const satisfies readonly DocumentStoreKind[];

/** One stored object of a content-addressed store, as the sweeper sees it. */
export interface StoredObject {
  sha256: string;
  /** When it was last written: the sweeper leaves younger objects alone. */
  storedAt: Date;
}

/**
 * Bytes addressed by their SHA-256 (`file`, `s3`): the same content is stored once, and a document row
 * names its content by its `sha256`. The content is stored before its row is written, so a crash
 * between the two leaves an object no row names, which the sweeper removes, never a row without content.
 */
export interface ContentStore {
  kind: 'file' | 's3';
  /** Stores the bytes under their hash, durably, before it resolves; writing them again refreshes their age. */
  put(sha256: string, bytes: Buffer): Promise<void>;
  /**
   * Stores a staged upload (a whole file on disk, already flushed, whose hash is `sha256`) the same
   * way, and removes the staged file: a streamed upload never holds a document in memory.
   */
  putStaged(sha256: string, staged: { path: string; size: number }): Promise<void>;
  /** The bytes as stored, unchecked (`readVerified` checks them); null when there are none. */
  get(sha256: string): Promise<Buffer | null>;
  /** The bytes as stored, unchecked, as a stream; null when there are none. */
  open(sha256: string): Promise<Readable | null>;
  has(sha256: string): Promise<boolean>;
  /** When the content was last written; null when there is none. */
  storedAt(sha256: string): Promise<Date | null>;
  delete(sha256: string): Promise<void>;
  /** Every stored object, for the sweeper and the checks. */
  list(): AsyncIterable<StoredObject>;
  /** Whether the store can take a document now, in Italian, for the readiness check; throws when it cannot. */
  check(): Promise<string>;
  /**
   * Removes writes a killed server left unfinished before `before` (the file store's temporary files),
   * which are never a document's content; returns how many.
   */
  removeUnfinished(before: Date): Promise<number>;
  /** Where it is, in words, for messages ('cartella …', 'bucket …'). */
  describe(): string;
  close(): Promise<void>;
}

/**
 * Today's rows: the bytes in `document_contents`, written in the row's own transaction. Small
 * installations keep it for one backup of everything; the mocks' backend, in a browser, has only it.
 */
export interface DatabaseContentStore {
  kind: 'database';
}

export type DocumentStore = ContentStore | DatabaseContentStore;

export const DATABASE_STORE: DatabaseContentStore = { kind: 'database' };

/** The store of a database's documents: the database itself when it names none (the mocks' backend). */
export const documentStoreOf = (database: { documents?: DocumentStore | undefined }): DocumentStore =>
  database.documents ?? DATABASE_STORE;

export const isContentStore = (store: DocumentStore): store is ContentStore => store.kind !== 'database';

/** The hex SHA-256 of a file, by WebCrypto: the same in Node and in the mocks' backend in a browser. */
export const sha256Hex = async (bytes: Uint8Array): Promise<string> =>
  // A Buffer decoded from an upload never shares its memory, whatever its type says.
  Array.from(
    new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>)),
    (byte) => byte.toString(16).padStart(2, '0'),
  ).join('');

export const DAMAGED_CONTENT_MESSAGE =
  'Il contenuto del documento non corrisponde alla sua impronta: il file è danneggiato';

/** What a caller is told while the store does not answer: nothing was written, trying again helps. */
export const STORE_UNAVAILABLE_MESSAGE =
  "L'archivio dei documenti non risponde: riprova tra qualche istante.";

/** Read bytes whose hash is not the row's: never handed out as the document. */
export class DamagedContentError extends Error {
  override name = 'DamagedContentError';
  readonly sha256: string;

  constructor(sha256: string) {
    super(DAMAGED_CONTENT_MESSAGE);
    this.sha256 = sha256;
  }
}

/** A row whose content no store holds. */
export class MissingContentError extends Error {
  override name = 'MissingContentError';

  constructor(documentId: string) {
    super(`Contenuto del documento ${documentId} non trovato`);
  }
}

/** The store did not answer (object storage unreachable, a disk error): nothing was read or written. */
export class StoreUnavailableError extends Error {
  override name = 'StoreUnavailableError';

  constructor(where: string, cause: unknown) {
    super(
      `L'archivio dei documenti (${where}) non risponde: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    );
  }
}

/**
 * The pieces a stored file is read in: a 19 MiB document in 19 reads instead of Node's 304 of 64 KiB,
 * each of which also passed through the hash and the socket as a piece of its own.
 */
export const READ_PIECE_BYTES = 1024 * 1024;

/** The bytes, if they hash to `sha256`; a DamagedContentError otherwise. */
export const verified = async (sha256: string, bytes: Buffer): Promise<Buffer> => {
  if ((await sha256Hex(bytes)) !== sha256) throw new DamagedContentError(sha256);
  return bytes;
};

/** A SHA-256 in hex, as the stores name objects: anything else never reaches a path or a key. */
export const isSha256 = (value: string) => /^[0-9a-f]{64}$/.test(value);
