import { PassThrough, Readable } from 'node:stream';
import type { Request } from '@cet-portal/api-client';
import { eq, inArray } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import type { Db } from '../../db/database';
import { loadRequest } from '../../db/queries/requests';
import { documentContents, documents, requests } from '../../db/schema';
import { notFound } from '../../http/errors';
import { StreamedFile } from '../../http/streamedFile';
import { anyRoleCall, roleSessionOf } from '../permissions';
import { assertVisible, scopeOf } from '../request/access';
import { defineCall } from '../types';

/** The files of a request: its attachments, its request form and its report. */
const filesOf = (request: Request): { id: string; folder: string }[] => [
  ...request.documents.map((attachment) => ({ id: attachment._id, folder: attachment.type })),
  ...[request.requestDocument, request.reportDocument].flatMap((file) =>
    file ? [{ id: file._id, folder: '' }] : [],
  ),
];

/** Characters that would make a name a path, or that Windows refuses in file names. */
const UNSAFE_IN_NAMES = /[\\/:*?"<>|]/;

/** Names inside the archive: `<type>/<file name>`, made unique, without characters that break paths. */
const entryNames = (entries: { folder: string; fileName: string }[]): string[] => {
  const used = new Set<string>();
  return entries.map(({ folder, fileName }) => {
    const clean = (text: string) =>
      [...text]
        .map((character) => (UNSAFE_IN_NAMES.test(character) || character < ' ' ? '_' : character))
        .join('')
        .trim() || 'file';
    const base = folder ? `${clean(folder)}/${clean(fileName)}` : clean(fileName);
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

const contentOf = async (db: Db, id: string): Promise<Buffer> => {
  const [row] = await db
    .select({ data: documentContents.data })
    .from(documentContents)
    .where(eq(documentContents.documentId, id));
  if (!row) throw new Error(`Contenuto del documento ${id} non trovato`);
  return row.data;
};

export const getAllDocuments = defineCall('document.getAllDocuments', {
  permission: anyRoleCall(
    'any role; RIC only for its own or its company’s requests; every id must be a file of that request (404 otherwise)',
  ),
  handler: async ({ ids, requestId, requestName }, context) => {
    const { db } = context.database;
    const [row] = await db.select().from(requests).where(eq(requests.id, requestId));
    assertVisible(row, scopeOf(roleSessionOf(context)));
    const request = await loadRequest(db, requestId);
    const files = request ? filesOf(request) : [];
    const wanted = [...new Set(ids)];
    const missing = wanted.filter((id) => !files.some((file) => file.id === id));
    if (missing.length > 0) throw notFound(`Documenti non trovati nella richiesta: ${missing.join(', ')}`);
    const rows = await db
      .select({ id: documents.id, fileName: documents.fileName })
      .from(documents)
      .where(inArray(documents.id, wanted));
    const entries = wanted.map((id) => ({
      id,
      folder: files.find((file) => file.id === id)?.folder ?? '',
      fileName: rows.find((candidate) => candidate.id === id)?.fileName ?? id,
    }));
    const names = entryNames(entries);
    const zip = new ZipFile();
    const content = new PassThrough();
    zip.on('error', (error: Error) => content.destroy(error));
    zip.outputStream.pipe(content);
    entries.forEach((entry, index) => {
      // Each file is read from the database only when the archive reaches it.
      zip.addReadStreamLazy(names[index] ?? entry.id, (done) => {
        contentOf(db, entry.id).then(
          (bytes) => done(null, Readable.from([bytes])),
          (error: Error) => done(error, undefined as never),
        );
      });
    });
    zip.end();
    return new StreamedFile(`${requestName || requestId}.zip`, 'application/zip', content);
  },
});
