import type { PublicDocumentPurpose } from '@cet-portal/api-client/contract';
import type { Db } from '../db/database';
import { storeDocument } from '../db/queries/documents';
import type { DocumentStore } from '../documents/store/documentStore';
import { newPdf, pdfToBuffer } from '../exports/pdfDocument';

/** A one-page PDF standing in for a real file of the demo. */
export const demoPdf = (title: string, lines: readonly string[]): Promise<Buffer> => {
  const doc = newPdf({ title });
  return pdfToBuffer(doc, () => {
    doc.font('Helvetica-Bold').fontSize(16).text(title).moveDown();
    doc.font('Helvetica').fontSize(10);
    for (const line of lines) doc.text(line);
  });
};

/** Stores a demo PDF owned by `ownerId`; returns its id. */
export const storeDemoPdf = async (
  db: Db,
  store: DocumentStore,
  {
    fileName,
    title,
    lines,
    type = null,
    ownerId,
    purpose = null,
  }: {
    fileName: string;
    title: string;
    lines: readonly string[];
    type?: string | null;
    ownerId: string;
    purpose?: PublicDocumentPurpose | null;
  },
  now: Date,
): Promise<string> => {
  const stored = await storeDocument(
    db,
    store,
    { fileName, type, contentType: 'application/pdf', bytes: await demoPdf(title, lines), ownerId, purpose },
    now,
  );
  return stored.id;
};
