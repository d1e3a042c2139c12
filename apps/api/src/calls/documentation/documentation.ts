import {
  type Documentation,
  documentationArchiveName,
  REFUSALS,
  REQUEST_TYPES,
} from '@cet-portal/api-client/contract';
import { asc, count, eq } from 'drizzle-orm';
import { auditActorOf, audited } from '../../audit/auditLog';
import { badRequest, forbidden, notFound } from '../../core/refusal';
import type { Db } from '../../db/database';
import { iso } from '../../db/queries/sql';
import { documentFields, documents, requestConfigs, siteDocuments } from '../../db/schema';
import { documentBytes } from '../../documents/documentBytes';
import { zipStoredDocuments } from '../../documents/zipArchive';
import { roleSessionOf } from '../permissions';
import { defineCall } from '../types';

const FEE_SHEET = 'feeSheet';

const feeSheetRow = async (db: Db) => {
  const [row] = await db
    .select({
      id: documents.id,
      fileName: documents.fileName,
      contentType: documents.contentType,
      sha256: documents.sha256,
      updated: siteDocuments.updated,
    })
    .from(siteDocuments)
    .innerJoin(documents, eq(documents.id, siteDocuments.documentId))
    .where(eq(siteDocuments.key, FEE_SHEET));
  return row;
};

const loadDocumentation = async (db: Db): Promise<Documentation> => {
  const feeSheet = await feeSheetRow(db);
  const counts = await db
    .select({ type: requestConfigs.requestType, templates: count(documentFields.position) })
    .from(requestConfigs)
    .leftJoin(documentFields, eq(documentFields.configId, requestConfigs.id))
    .groupBy(requestConfigs.requestType);
  return {
    feeSheet: feeSheet
      ? { _id: feeSheet.id, fileName: feeSheet.fileName, updated: iso(feeSheet.updated) }
      : null,
    archives: REQUEST_TYPES.map((type) => ({
      type,
      templates: counts.find((row) => row.type === type)?.templates ?? 0,
    })),
  };
};

export const get = defineCall('documentation.get', {
  rule: 'public, no token; the fee sheet (if uploaded) and the number of templates of each type',
  handler: (_input, context) => loadDocumentation(context.database.db),
});

export const feeSheet = defineCall('documentation.feeSheet', {
  rule: 'public, no token; 404 until ADMIN uploads the fee sheet',
  handler: async (_input, context) => {
    const { db } = context.database;
    const row = await feeSheetRow(db);
    if (!row) throw notFound(REFUSALS.feeSheetMissing);
    const content = await documentBytes(context.database, row);
    return { data: content.toString('base64'), fileName: row.fileName, contentType: row.contentType };
  },
});

export const archive = defineCall('documentation.archive', {
  rule: 'public, no token; the templates configured for the type in the types panel, as one ZIP (404 when the type has none)',
  handler: async ({ type }, context) => {
    const { db } = context.database;
    const fields = await db
      .select({ id: documents.id, fileName: documents.fileName, label: documentFields.label })
      .from(documentFields)
      .innerJoin(requestConfigs, eq(requestConfigs.id, documentFields.configId))
      .innerJoin(documents, eq(documents.id, documentFields.templateId))
      .where(eq(requestConfigs.requestType, type))
      .orderBy(asc(documentFields.position));
    if (fields.length === 0) throw notFound(`Nessun modulo configurato per la tipologia ${type}`);
    // One template may serve several fields: each file once, in its first field's folder.
    const unique = fields.filter(
      (field, index) => fields.findIndex((other) => other.id === field.id) === index,
    );
    return zipStoredDocuments(
      context.database,
      unique.map((field) => ({ id: field.id, folder: field.label, fileName: field.fileName })),
      documentationArchiveName(type),
    );
  },
});

export const setFeeSheet = defineCall('documentation.setFeeSheet', {
  rule: 'ADMIN; a document ADMIN uploaded with purpose feeSheet (403 for any other) becomes the fee sheet, replacing the previous one',
  handler: async ({ document }, context) => {
    const session = roleSessionOf(context);
    const write = {
      actor: auditActorOf(session),
      operation: 'documentation.setFeeSheet',
      kind: 'documentation',
      id: FEE_SHEET,
    } as const;
    return context.database.db.transaction(async (tx) => {
      const [stored] = await tx
        .select({ purpose: documents.purpose })
        .from(documents)
        .where(eq(documents.id, document));
      if (!stored)
        throw badRequest('Documento non trovato: caricalo prima di indicarlo come documento degli oneri');
      if (stored.purpose !== FEE_SHEET) {
        throw forbidden(
          "Diventa documento degli oneri solo un file caricato dall'amministratore con questo scopo",
        );
      }
      return audited(tx, write, async () => {
        const row = {
          key: FEE_SHEET,
          documentId: document,
          userId: session.user.id,
          updated: new Date(),
        } as const;
        await tx
          .insert(siteDocuments)
          .values(row)
          .onConflictDoUpdate({
            target: siteDocuments.key,
            set: { documentId: row.documentId, userId: row.userId, updated: row.updated },
          });
        return loadDocumentation(tx);
      });
    });
  },
});
