import { PassThrough, Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import type { Database } from '../db/database';
import { documents } from '../db/schema';
import { StreamedFile } from '../http/streamedFile';
import { documentBytes } from './documentBytes';
import { safeFileName } from './fileName';

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

const contentOf = async (database: DocumentsOf, id: string): Promise<Buffer> => {
  const [row] = await database.db
    .select({ sha256: documents.sha256 })
    .from(documents)
    .where(eq(documents.id, id));
  if (!row) throw new Error(`Documento ${id} non trovato`);
  return documentBytes(database, { id, sha256: row.sha256 });
};

/**
 * Stored documents as one ZIP, streamed: each file is read from its store, and checked against its
 * hash, only when the archive reaches it.
 */
export const zipStoredDocuments = (
  database: DocumentsOf,
  entries: readonly ArchiveEntry[],
  zipName: string,
): StreamedFile => {
  const names = entryNames(entries);
  const zip = new ZipFile();
  const content = new PassThrough();
  zip.on('error', (error: Error) => content.destroy(error));
  zip.outputStream.pipe(content);
  entries.forEach((entry, index) => {
    zip.addReadStreamLazy(names[index] ?? entry.id, (done) => {
      contentOf(database, entry.id).then(
        (bytes) => done(null, Readable.from([bytes])),
        (error: Error) => done(error, undefined as never),
      );
    });
  });
  zip.end();
  return new StreamedFile(zipName, 'application/zip', content);
};
