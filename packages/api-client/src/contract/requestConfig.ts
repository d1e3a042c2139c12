import { z } from 'zod';
import { documentTypeLabelSchema } from './document';
import { requestTypeSchema } from './enums';
import { listInputSchema, listSchema } from './paging';
import { idSchema, isoDateTimeSchema } from './primitives';
import { INTEGRATION_DEADLINE_DAYS } from './rules/stateMachine';

/**
 * One document field of a request type: label, whether it is required, and its template document,
 * with the template's file name so that screens never show its id.
 */
export const documentFieldSchema = z.object({
  label: z.string(),
  required: z.boolean(),
  template: idSchema,
  templateFileName: z.string().optional(),
});
export type DocumentField = z.infer<typeof documentFieldSchema>;

export const requestConfigSchema = z.object({
  _id: idSchema,
  requestType: requestTypeSchema,
  documentType: z.array(documentFieldSchema),
  /** Days the applicant has for each integration round of this type (docs/deadlines.md). */
  integrationLimitDays: z.number().int(),
  updated: isoDateTimeSchema,
});
export type RequestConfig = z.infer<typeof requestConfigSchema>;

/** Label, required flag and template are each required per field (type panel). Labels are unique. */
const documentFieldsInputSchema = z
  .array(z.strictObject({ label: documentTypeLabelSchema, required: z.boolean(), template: idSchema }))
  .max(50)
  .refine((fields) => new Set(fields.map((field) => field.label.toLowerCase())).size === fields.length, {
    message: 'Ogni campo deve avere un nome diverso',
  });

/** A type's integration limit until ADMIN sets another: the spec's 180 days. */
export const DEFAULT_INTEGRATION_LIMIT_DAYS = INTEGRATION_DEADLINE_DAYS;

/** Longest integration limit a type may have, in days. */
export const MAX_INTEGRATION_LIMIT_DAYS = 730;

/** 'Giorni per l'integrazione' of the type panel: missing keeps the type's current limit (180 on creation). */
const integrationLimitDaysSchema = z
  .number({ message: 'Indicare i giorni per l’integrazione' })
  .int('I giorni per l’integrazione sono un numero intero')
  .min(1, 'I giorni per l’integrazione sono almeno 1')
  .max(MAX_INTEGRATION_LIMIT_DAYS, `I giorni per l’integrazione sono al più ${MAX_INTEGRATION_LIMIT_DAYS}`);

export const createRequestConfigInputSchema = z.strictObject({
  requestType: requestTypeSchema,
  documentType: documentFieldsInputSchema,
  integrationLimitDays: integrationLimitDaysSchema.optional(),
});
export type CreateRequestConfigInput = z.input<typeof createRequestConfigInputSchema>;

export const updateRequestConfigInputSchema = z.strictObject({
  _id: idSchema,
  updated: isoDateTimeSchema,
  documentType: documentFieldsInputSchema,
  integrationLimitDays: integrationLimitDaysSchema.optional(),
});
export type UpdateRequestConfigInput = z.input<typeof updateRequestConfigInputSchema>;

export const requestConfigFilterSchema = z.strictObject({ requestType: requestTypeSchema.optional() });
export type RequestConfigFilter = z.input<typeof requestConfigFilterSchema>;

export const REQUEST_CONFIG_SORT_FIELDS = ['requestType', 'updated'] as const;
export const requestConfigListInputSchema = listInputSchema(requestConfigFilterSchema, {
  fields: REQUEST_CONFIG_SORT_FIELDS,
  defaultSort: { requestType: 1 },
});

export const requestConfigListSchema = listSchema(requestConfigSchema);
