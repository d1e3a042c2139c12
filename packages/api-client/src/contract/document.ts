import { z } from 'zod';
import { roleNameSchema } from './enums';
import { base64Schema, dataUrlSchema, idSchema, isoDateTimeSchema, shortTextSchema } from './primitives';

/** A document type is a label of the request-type configuration (e.g. 'Protocollo'). */
export const documentTypeLabelSchema = shortTextSchema.min(1);

/**
 * A stored document. `type` is the configuration label it was uploaded for (null for minutes,
 * reports and templates); `data` travels only on reads of the content.
 */
export const documentSchema = z.object({
  _id: idSchema,
  fileName: z.string(),
  type: z.string().nullable(),
  contentType: z.string(),
  updated: isoDateTimeSchema,
  data: base64Schema.optional(),
});
export type Document = z.infer<typeof documentSchema>;

/** How meetings reference a file. */
export const documentRefSchema = z.object({ _id: idSchema, fileName: z.string() });
export type DocumentRef = z.infer<typeof documentRefSchema>;

/** An attachment of a request; several entries of one type form that type's history. */
export const requestAttachmentSchema = z.object({
  _id: idSchema,
  fileName: z.string(),
  type: z.string(),
  updated: isoDateTimeSchema,
});
export type RequestAttachment = z.infer<typeof requestAttachmentSchema>;

/** The request-form document and the report: one file each, replaced as a whole. */
export const attachedFileSchema = z.object({
  _id: idSchema,
  fileName: z.string(),
  updated: isoDateTimeSchema,
});
export type AttachedFile = z.infer<typeof attachedFileSchema>;

/** A file read back: `{ data: <base64>, fileName, contentType }` (ARCHITECTURE.md). */
export const fileSchema = z.object({
  data: base64Schema,
  fileName: z.string(),
  contentType: z.string(),
});
export type FilePayload = z.infer<typeof fileSchema>;

/**
 * What a document meant for everyone is uploaded as: the documentation page's fee sheet or a request
 * type's template. Only ADMIN uploads one, and only such a document can be published as one.
 */
export const PUBLIC_DOCUMENT_PURPOSES = ['feeSheet', 'template'] as const;
export const publicDocumentPurposeSchema = z.enum(PUBLIC_DOCUMENT_PURPOSES);
export type PublicDocumentPurpose = z.infer<typeof publicDocumentPurposeSchema>;

/**
 * `PUT /document`: file as a data URL, its name, on the type panel its mimetype, and for a fee sheet
 * or a template its `purpose`. The server keeps only the base name, without control or bidirectional
 * characters (docs/security.md).
 */
export const uploadDocumentInputSchema = z.strictObject({
  file: dataUrlSchema,
  name: z.string().trim().min(1).max(255),
  mimetype: z.string().max(255).optional(),
  type: documentTypeLabelSchema.optional(),
  purpose: publicDocumentPurposeSchema.optional(),
});
export type UploadDocumentInput = z.input<typeof uploadDocumentInputSchema>;

/**
 * The streamed upload (`POST {API}/upload`, multipart): these fields, then the file as the part
 * `file`. The same call as `PUT /document` (its rules, audit and answer), with the active role as a
 * field since there is no envelope, and the name taken from the file part when not given.
 */
export const streamedUploadFieldsSchema = z.strictObject({
  role: roleNameSchema,
  name: z.string().trim().min(1).max(255).optional(),
  type: documentTypeLabelSchema.optional(),
  purpose: publicDocumentPurposeSchema.optional(),
});
export type StreamedUploadFields = z.input<typeof streamedUploadFieldsSchema>;

/** The refusals of a malformed streamed upload (400), as the server and the mocks both answer them. */
export const STREAMED_UPLOAD_REFUSALS = {
  notMultipart: 'Il caricamento deve essere inviato come multipart/form-data, con il file nel campo "file"',
  fileNotLast: 'Il caricamento deve contenere il file nel campo "file", dopo gli altri campi',
  fields: 'Campi del caricamento non validi',
} as const;

/** `POST /document/get-all-documents`: some documents of one request as one ZIP. */
export const getAllDocumentsInputSchema = z.strictObject({
  ids: z.array(idSchema).min(1).max(500),
  requestId: idSchema,
  requestName: shortTextSchema,
});
export type GetAllDocumentsInput = z.input<typeof getAllDocumentsInputSchema>;
