import { type PublicDocumentPurpose, REFUSALS } from '@cet-portal/api-client/contract';
import { eq, sql } from 'drizzle-orm';
import { auditActorOf, audited } from '../../audit/auditLog';
import { forbidden, notFound, tooManyRequests } from '../../core/refusal';
import type { RoleSession } from '../../core/session';
import type { Db } from '../../db/database';
import { newId } from '../../db/ids';
import { requesterMayRead } from '../../db/queries/documentAccess';
import { storeDocument } from '../../db/queries/documents';
import { iso, rowsOf } from '../../db/queries/sql';
import { unattachedUploadsOf } from '../../db/queries/unattachedDocuments';
import { documents } from '../../db/schema';
import { documentBytes } from '../../documents/documentBytes';
import { documentStoreOf } from '../../documents/store/documentStore';
import { readUploadedFile } from '../../documents/uploadedFile';
import { scopeOf } from '../../domain/requests';
import { logDownloads } from '../../history/downloadLog';
import { roleSessionOf } from '../permissions';
import { type CallContext, defineCall } from '../types';

/**
 * The document `document.get` hands out, once the caller may read it, with the download logged:
 * shared by the call (base64 in the envelope) and the streamed download route.
 */
export const documentToRead = async (id: string, context: CallContext) => {
  const session = roleSessionOf(context);
  const { db } = context.database;
  const [document] = await db
    .select({
      fileName: documents.fileName,
      contentType: documents.contentType,
      size: documents.size,
      sha256: documents.sha256,
    })
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
  return {
    ...document,
    id,
    logDownload: () => logDownloads(db, session, 'document.get', [id]),
  };
};

export const get = defineCall('document.get', {
  rule: 'any role; RIC only documents it uploaded, those of its own or its company’s requests, request-type templates, and its requests’ meeting reports once the meeting is closed',
  handler: async ({ id }, context) => {
    const document = await documentToRead(id, context);
    const content = await documentBytes(context.database, document);
    await document.logDownload();
    return {
      data: content.toString('base64'),
      fileName: document.fileName,
      contentType: document.contentType,
    };
  },
});

/**
 * What is checked before an upload's bytes are read, whichever way they come: the purpose's role,
 * and the caller's quota of documents attached to nothing yet.
 */
export const admitUpload = async (context: CallContext, purpose: PublicDocumentPurpose | undefined) => {
  const session = roleSessionOf(context);
  if (purpose && session.role !== 'ADMIN') {
    throw forbidden("Solo l'amministratore carica documenti pubblici (documento degli oneri, modelli)");
  }
  const quota = context.config.uploadQuotas.unattachedPerUser;
  if ((await unattachedUploadsOf(context.database.db, session.user.id)) >= quota) {
    throw tooManyRequests(
      `Hai già ${quota} documenti caricati e non ancora allegati a una richiesta, una seduta o una registrazione: allegali, oppure attendi che quelli non usati vengano rimossi, e riprova`,
    );
  }
  return session;
};

/**
 * Writes an upload's row through `store` (which stores its content first), audited as
 * `document.upload` in one transaction, and answers as the call does.
 */
export const recordUpload = async (
  context: CallContext,
  session: RoleSession,
  store: (
    tx: Db,
    id: string,
  ) => Promise<{ id: string; fileName: string; type: string | null; contentType: string; updated: Date }>,
) => {
  const id = newId();
  const write = {
    actor: auditActorOf(session),
    operation: 'document.upload',
    kind: 'document',
    id,
  } as const;
  const stored = await context.database.db.transaction((tx) => audited(tx, write, () => store(tx, id)));
  return {
    _id: stored.id,
    fileName: stored.fileName,
    type: stored.type,
    contentType: stored.contentType,
    updated: iso(stored.updated),
  };
};

export const upload = defineCall('document.upload', {
  rule: 'any role; at most MAX_UPLOAD_BYTES (413 beyond); the bytes must be PDF, P7M, DOC, DOCX, ODT, XLS, XLSX, ZIP, JPEG or PNG and match the name’s extension (415 otherwise); the name is kept as its base name without control or bidirectional characters; `purpose` (feeSheet, template) only for ADMIN (403 otherwise); at most UNATTACHED_UPLOADS_PER_USER documents attached to nothing per uploader (429 beyond); the uploader owns the document',
  handler: async ({ file, name, type, purpose }, context) => {
    const session = await admitUpload(context, purpose);
    const { bytes, fileName, contentType } = await readUploadedFile(
      file,
      name,
      context.config.maxUploadBytes,
    );
    const store = documentStoreOf(context.database);
    return recordUpload(context, session, (tx, id) =>
      storeDocument(
        tx,
        store,
        { id, fileName, type: type ?? null, contentType, bytes, ownerId: session.user.id, purpose },
        new Date(),
      ),
    );
  },
});
