import { z } from 'zod';
import { idSchema, isoDateTimeSchema, mediumTextSchema } from './primitives';
import { userRefSchema } from './user';

/** A committee member's declaration of a conflict of interest on a request, with its reason. */
export const conflictSchema = z.object({
  request: idSchema,
  user: userRefSchema,
  reason: z.string(),
  declared: isoDateTimeSchema,
});
export type ConflictOfInterest = z.infer<typeof conflictSchema>;

export const declareConflictInputSchema = z.strictObject({
  request: idSchema,
  reason: mediumTextSchema.min(1, 'Indica il motivo del conflitto di interessi'),
});
export type DeclareConflictInput = z.input<typeof declareConflictInputSchema>;

/** The declarations on some requests: a meeting's, or one request's. */
export const conflictListInputSchema = z.strictObject({ requests: z.array(idSchema).min(1).max(200) });
export type ConflictListInput = z.input<typeof conflictListInputSchema>;
