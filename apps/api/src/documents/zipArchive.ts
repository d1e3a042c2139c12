import { PassThrough, Readable } from 'node:stream';
import { DOCUMENT_CONTENT_TYPES } from '@cet-portal/api-client/contract';
import { inArray } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import { StreamedFile } from '../core/streamedFile';
import type { Database } from '../db/database';
import { documents } from '../db/schema';
import { safeFileName } from './fileName';
import { documentStoreOf } from './store/documentStore';
import { streamDocumentContent } from './streamedContent';

/** A stored document to put in an archive, under `folder/` (or at its root when folder is ''). */
export interface ArchiveEntry {
  id: string;
  folder: string;
  fileName: string;
}

/** Characters that would make a name a path, or that Windows refuses in file names. */
const UNSAFE_IN_NAMES = /[\\/:*?"<>|]/g;

/**
 * One path segment: labels and old stored names may be `..`, `/`, empty or carry control characters,
 * any of which made yazl throw (a 500) or an unzip tool write outside its folder.
 */
const segment = (text: string, fallback: string) =>
  safeFileName(text.replace(UNSAFE_IN_NAMES, '_'), fallback);

/** Names inside the archive: `<folder>/<file name>`, made unique, without characters that break paths. */
const entryNames = (entries: readonly ArchiveEntry[]): string[] => {
  const used = new Set<string>();
  return entries.map(({ folder, fileName }) => {
    const file = segment(fileName, 'documento');
    const base = folder ? `${segment(folder, 'Documenti')}/${file}` : file;
    let name = base;
    for (let copy = 2; used.has(name.toLowerCase()); copy += 1) {
      const dot = base.lastIndexOf('.');
      name =
        dot > base.lastIndexOf('/')
          ? `${base.slice(0, dot)} (${copy})${base.slice(dot)}`
          : `${base} (${copy})`;
    }
    used.add(name.toLowerCase());
    return name;
  });
};

type DocumentsOf = Pick<Database, 'db' | 'documents'>;

/**
 * Formats whose bytes deflate still shrinks: the old binary Office files. PDFs, images, P7M envelopes
 * and the Zip-based formats (DOCX, XLSX, ODT, ZIP) are compressed already, and deflating them again
 * cost 5-7 s of the server's CPU per 100 MiB for a few per cent.
 */
const WORTH_COMPRESSING: ReadonlySet<string> = new Set([
  DOCUMENT_CONTENT_TYPES.doc,
  DOCUMENT_CONTENT_TYPES.xls,
]);

/**
 * Stored documents as one ZIP, streamed: each file is read from its store, and checked against its
 * hash on the way, only when the archive reaches it, so that no document is ever whole in memory.
 */
export const zipStoredDocuments = async (
  database: DocumentsOf,
  entries: readonly ArchiveEntry[],
  zipName: string,
): Promise<StreamedFile> => {
  const rows = await database.db
    .select({ id: documents.id, sha256: documents.sha256, contentType: documents.contentType })
    .from(documents)
    .where(
      inArray(
        documents.id,
        entries.map((entry) => entry.id),
      ),
    );
  const stored = new Map(rows.map((row) => [row.id, row]));
  const missing = entries.find((entry) => !stored.has(entry.id));
  if (missing) throw new Error(`Documento ${missing.id} non trovato`);
  const store = documentStoreOf(database);
  const names = entryNames(entries);
  const zip = new ZipFile();
  const content = new PassThrough();
  zip.on('error', (error: Error) => content.destroy(error));
  zip.outputStream.pipe(content);
  entries.forEach((entry, index) => {
    const row = stored.get(entry.id) as (typeof rows)[number];
    const options = { compress: WORTH_COMPRESSING.has(row.contentType) };
    zip.addReadStreamLazy(names[index] ?? entry.id, options, (done) => {
      streamDocumentContent(database.db, store, row).then(
        (bytes) => done(null, Readable.from(bytes, { objectMode: false })),
        (error: Error) => done(error, undefined as never),
      );
    });
  });
  zip.end();
  return new StreamedFile(zipName, 'application/zip', content);
};
