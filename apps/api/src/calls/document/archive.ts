import type { Request } from '@cet-portal/api-client/contract';
import { eq, inArray } from 'drizzle-orm';
import { notFound } from '../../core/refusal';
import { loadRequest } from '../../db/queries/requests';
import { documents, requests } from '../../db/schema';
import { safeFileName } from '../../documents/fileName';
import { zipStoredDocuments } from '../../documents/zipArchive';
import { assertVisible, scopeOf } from '../../domain/requests';
import { logDownloads } from '../../history/downloadLog';
import { roleSessionOf } from '../permissions';
import { defineCall } from '../types';

/** The files of a request: its attachments, its request form and every version of its report. */
const filesOf = (request: Request): { id: string; folder: string }[] => [
  ...request.documents.map((attachment) => ({ id: attachment._id, folder: attachment.type })),
  ...[request.requestDocument, ...request.reportVersions].flatMap((file) =>
    file ? [{ id: file._id, folder: '' }] : [],
  ),
];

export const getAllDocuments = defineCall('document.getAllDocuments', {
  rule: 'any role; RIC only for its own or its company’s requests; every id must be a file of that request (404 otherwise)',
  handler: async ({ ids, requestId, requestName }, context) => {
    const { db } = context.database;
    const [row] = await db.select().from(requests).where(eq(requests.id, requestId));
    const session = roleSessionOf(context);
    assertVisible(row, scopeOf(session));
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
    await logDownloads(db, session, 'document.getAllDocuments', wanted);
    return zipStoredDocuments(context.database, entries, `${safeFileName(requestName, requestId)}.zip`);
  },
});
