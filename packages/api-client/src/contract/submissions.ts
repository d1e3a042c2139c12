import { z } from 'zod';
import { roleNameSchema } from './enums';
import { idSchema, isoDateTimeSchema } from './primitives';

/**
 * One sending of a request. `available` is false for a sending older than the kept versions whose
 * content cannot be told honestly ('versione non disponibile'); `reconstructed` marks the last sending
 * of such a request, read from the request itself because nothing changed it since.
 */
export const submissionSchema = z.object({
  version: z.number().int().min(1),
  sent: isoDateTimeSchema,
  available: z.boolean(),
  reconstructed: z.boolean(),
});
export type Submission = z.infer<typeof submissionSchema>;

export const submissionListSchema = z.object({ result: z.array(submissionSchema), total: z.number().int() });
export type SubmissionList = z.infer<typeof submissionListSchema>;

export const submissionsInputSchema = z.strictObject({ id: idSchema });

const versionSchema = z.number().int().min(1).max(10_000);

/** Two submitted versions of a request, in either order. */
export const compareSubmissionsInputSchema = z
  .strictObject({ id: idSchema, from: versionSchema, to: versionSchema })
  .refine((input) => input.from !== input.to, {
    message: 'Scegli due versioni diverse da confrontare',
    path: ['to'],
  });
export type CompareSubmissionsInput = z.input<typeof compareSubmissionsInputSchema>;

export const DIFF_CHANGES = ['same', 'added', 'removed'] as const;
/** A piece of a field's text: unchanged, added in the newer version or removed from the older. */
export const diffPartSchema = z.object({ text: z.string(), change: z.enum(DIFF_CHANGES) });
export type DiffPart = z.infer<typeof diffPartSchema>;

export const FIELD_CHANGE_STATUSES = ['added', 'removed', 'changed'] as const;
export const fieldChangeSchema = z.object({
  field: z.string(),
  /** The form's Italian label of the field. */
  label: z.string(),
  status: z.enum(FIELD_CHANGE_STATUSES),
  /** The text word by word, as the `diff` package splits it. */
  parts: z.array(diffPartSchema),
});
export type FieldChange = z.infer<typeof fieldChangeSchema>;

export const DOCUMENT_CHANGE_STATUSES = ['added', 'replaced', 'removed'] as const;
/** The newest attachment of a document type, compared between the two versions. */
export const documentChangeSchema = z.object({
  type: z.string(),
  status: z.enum(DOCUMENT_CHANGE_STATUSES),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type DocumentChange = z.infer<typeof documentChangeSchema>;

/** A comment of the secretariat or of the committee that asked for the integration. */
export const integrationCommentSchema = z.object({
  who: z.string(),
  role: roleNameSchema.nullable(),
  date: isoDateTimeSchema,
  body: z.string(),
});
export type IntegrationComment = z.infer<typeof integrationCommentSchema>;

export const comparisonSchema = z.object({
  from: submissionSchema,
  to: submissionSchema,
  fields: z.array(fieldChangeSchema),
  documents: z.array(documentChangeSchema),
  /** The comments written between the older sending and the newer: the questions the newer answers. */
  comments: z.array(integrationCommentSchema),
});
export type Comparison = z.infer<typeof comparisonSchema>;

/** What the page says of a version that was not kept. */
export const UNAVAILABLE_VERSION_TEXT = 'versione non disponibile';
