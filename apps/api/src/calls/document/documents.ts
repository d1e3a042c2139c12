import { REFUSALS } from '@cet-portal/api-client/contract';
import { eq, sql } from 'drizzle-orm';
import { auditActorOf, audited } from '../../audit/auditLog';
import { newId } from '../../db/ids';
import { requesterMayRead } from '../../db/queries/documentAccess';
import { storeDocument } from '../../db/queries/documents';
import { iso, rowsOf } from '../../db/queries/sql';
import { documents } from '../../db/schema';
import { documentBytes } from '../../documents/documentBytes';
import { documentStoreOf } from '../../documents/store/documentStore';
import { readUploadedFile } from '../../documents/uploadedFile';
import { scopeOf } from '../../domain/requests';
import { logDownloads } from '../../history/downloadLog';
import { forbidden, notFound } from '../../http/errors';
import { roleSessionOf } from '../permissions';
import { defineCall } from '../types';

export const get = defineCall('document.get', {
  rule: 'any role; RIC only documents it uploaded, those of its own or its company’s requests, request-type templates, and its requests’ meeting reports once the meeting is closed',
  handler: async ({ id }, context) => {
    const session = roleSessionOf(context);
    const { db } = context.database;
    const [document] = await db
      .select({ fileName: documents.fileName, contentType: documents.contentType, sha256: documents.sha256 })
      .from(documents)
      .where(eq(documents.id, id));
    if (!document) throw notFound(REFUSALS.documentNotFound);
    if (session.role === 'RIC') {
      const [access] = await rowsOf<{ allowed: boolean }>(
        db,
        sql`select ${requesterMayRead(id, scopeOf(session))} as allowed`,
      );
      if (!access?.allowed) throw forbidden(REFUSALS.otherApplicantsDocument);
    }
    const content = await documentBytes(context.database, { id, sha256: document.sha256 });
    await logDownloads(db, session, 'document.get', [id]);
    return {
      data: content.toString('base64'),
      fileName: document.fileName,
      contentType: document.contentType,
    };
  },
});

export const upload = defineCall('document.upload', {
  rule: 'any role; at most MAX_UPLOAD_BYTES (413 beyond); the bytes must be PDF, P7M, DOC, DOCX, ODT, XLS, XLSX, ZIP, JPEG or PNG and match the name’s extension (415 otherwise); the name is kept as its base name without control or bidirectional characters; `purpose` (feeSheet, template) only for ADMIN (403 otherwise); the uploader owns the document',
  handler: async ({ file, name, type, purpose }, context) => {
    const session = roleSessionOf(context);
    if (purpose && session.role !== 'ADMIN') {
      throw forbidden("Solo l'amministratore carica documenti pubblici (documento degli oneri, modelli)");
    }
    const { bytes, fileName, contentType } = await readUploadedFile(
      file,
      name,
      context.config.maxUploadBytes,
    );
    const id = newId();
    const write = {
      actor: auditActorOf(session),
      operation: 'document.upload',
      kind: 'document',
      id,
    } as const;
    const store = documentStoreOf(context.database);
    const stored = await context.database.db.transaction((tx) =>
      audited(tx, write, () =>
        storeDocument(
          tx,
          store,
          { id, fileName, type: type ?? null, contentType, bytes, ownerId: session.user.id, purpose },
          new Date(),
        ),
      ),
    );
    return {
      _id: stored.id,
      fileName: stored.fileName,
      type: stored.type,
      contentType: stored.contentType,
      updated: iso(stored.updated),
    };
  },
});
