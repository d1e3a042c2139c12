import type {
  DocumentField,
  REQUEST_CONFIG_SORT_FIELDS,
  RequestConfig,
} from '@cet-portal/api-client/contract';
import { REFUSALS, STALE_MESSAGES } from '@cet-portal/api-client/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { auditActorOf, audited } from '../../audit/auditLog';
import { badRequest, conflict, forbidden, notFound, stale } from '../../core/refusal';
import type { Db } from '../../db/database';
import { newId } from '../../db/ids';
import { countRows, iso, nextVersion, orderByFields } from '../../db/queries/sql';
import { documentFields, documents, requestConfigs } from '../../db/schema';
import { roleSessionOf } from '../permissions';
import { defineCall } from '../types';

const SORT_COLUMNS = {
  requestType: requestConfigs.requestType,
  updated: requestConfigs.updated,
} satisfies Record<(typeof REQUEST_CONFIG_SORT_FIELDS)[number], unknown>;

const loadConfigs = async (
  db: Db,
  rows: (typeof requestConfigs.$inferSelect)[],
): Promise<RequestConfig[]> => {
  if (rows.length === 0) return [];
  const fields = await db
    .select({
      configId: documentFields.configId,
      label: documentFields.label,
      required: documentFields.required,
      templateId: documentFields.templateId,
      templateFileName: documents.fileName,
    })
    .from(documentFields)
    .leftJoin(documents, eq(documents.id, documentFields.templateId))
    .where(
      inArray(
        documentFields.configId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(documentFields.position));
  return rows.map((row) => ({
    _id: row.id,
    requestType: row.requestType,
    documentType: fields
      .filter((field) => field.configId === row.id)
      .map((field) => ({
        label: field.label,
        required: field.required,
        template: field.templateId,
        templateFileName: field.templateFileName ?? undefined,
      })),
    integrationLimitDays: row.integrationLimitDays,
    updated: iso(row.updated),
  }));
};

const loadConfig = async (db: Db, id: string): Promise<RequestConfig> => {
  const rows = await db.select().from(requestConfigs).where(eq(requestConfigs.id, id));
  const [config] = await loadConfigs(db, rows);
  if (!config) throw notFound(REFUSALS.configNotFound);
  return config;
};

/**
 * Every field needs a label, the required flag and a template that exists and that ADMIN uploaded as
 * a template: templates are public, so no other document (an applicant's letter) may become one.
 */
const saveFields = async (db: Db, configId: string, fields: readonly DocumentField[]) => {
  const templates = [...new Set(fields.map((field) => field.template))];
  const found =
    templates.length === 0
      ? []
      : await db
          .select({ id: documents.id, purpose: documents.purpose })
          .from(documents)
          .where(inArray(documents.id, templates));
  const templateOf = (field: DocumentField) => found.find((document) => document.id === field.template);
  const missing = fields.filter((field) => !templateOf(field));
  if (missing.length > 0) {
    throw badRequest(`Modello non trovato per: ${missing.map((field) => field.label).join(', ')}`);
  }
  const notTemplates = fields.filter((field) => templateOf(field)?.purpose !== 'template');
  if (notTemplates.length > 0) {
    throw forbidden(
      `Il modello deve essere un file caricato dall'amministratore come modello: ${notTemplates.map((field) => field.label).join(', ')}`,
    );
  }
  await db.delete(documentFields).where(eq(documentFields.configId, configId));
  if (fields.length === 0) return;
  await db.insert(documentFields).values(
    fields.map((field, position) => ({
      configId,
      position,
      label: field.label,
      required: field.required,
      templateId: field.template,
    })),
  );
};

export const find = defineCall('requestConfig.find', {
  rule: 'any role',
  handler: async ({ query, skip, take, sort }, context) => {
    const { db } = context.database;
    const where = query.requestType ? eq(requestConfigs.requestType, query.requestType) : undefined;
    const rows = await db
      .select()
      .from(requestConfigs)
      .where(where)
      .orderBy(...orderByFields(sort, SORT_COLUMNS, requestConfigs.id))
      .limit(take)
      .offset(skip);
    return { result: await loadConfigs(db, rows), total: await countRows(db, requestConfigs, where) };
  },
});

export const create = defineCall('requestConfig.create', {
  rule: 'ADMIN; one configuration per request type (409 for a second); every template uploaded by ADMIN with purpose template (403 otherwise); the integration limit defaults to 180 days',
  handler: async ({ requestType, documentType, integrationLimitDays }, context) =>
    context.database.db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(requestConfigs)
        .where(eq(requestConfigs.requestType, requestType));
      if (existing) throw conflict(`La tipologia ${requestType} è già configurata`);
      const id = newId();
      const actor = auditActorOf(roleSessionOf(context));
      return audited(tx, { actor, operation: 'requestConfig.create', kind: 'requestType', id }, async () => {
        await tx.insert(requestConfigs).values({
          id,
          requestType,
          updated: new Date(),
          ...(integrationLimitDays ? { integrationLimitDays } : {}),
        });
        await saveFields(tx, id, documentType);
        return loadConfig(tx, id);
      });
    }),
});

export const update = defineCall('requestConfig.update', {
  rule: 'ADMIN; replaces the document fields, every template uploaded by ADMIN with purpose template (403 otherwise), and the integration limit when given (for the rounds that start afterwards); stale `updated` → 409',
  handler: async ({ _id, updated, documentType, integrationLimitDays }, context) =>
    context.database.db.transaction(async (tx) => {
      const [existing] = await tx.select().from(requestConfigs).where(eq(requestConfigs.id, _id));
      if (!existing) throw notFound(REFUSALS.configNotFound);
      const actor = auditActorOf(roleSessionOf(context));
      return audited(
        tx,
        { actor, operation: 'requestConfig.update', kind: 'requestType', id: _id },
        async () => {
          const saved = await tx
            .update(requestConfigs)
            .set({
              updated: nextVersion(requestConfigs.updated, new Date()),
              ...(integrationLimitDays ? { integrationLimitDays } : {}),
            })
            .where(and(eq(requestConfigs.id, _id), eq(requestConfigs.updated, new Date(updated))))
            .returning({ id: requestConfigs.id });
          if (saved.length === 0) throw stale(STALE_MESSAGES.requestConfig);
          await saveFields(tx, _id, documentType);
          return loadConfig(tx, _id);
        },
      );
    }),
});
