import { z } from 'zod';
import { listInputSchema, listSchema } from './paging';
import { htmlTextSchema, idSchema, isoDateTimeSchema } from './primitives';

/** The home page content; header, body and footer are rich-text HTML. */
export const homeSchema = z.object({
  _id: idSchema,
  header: z.string(),
  body: z.string(),
  footer: z.string(),
  created: isoDateTimeSchema,
  updated: isoDateTimeSchema,
  /** Creator's user id. */
  user: idSchema,
  updateUser: z.object({ _id: idSchema, fullname: z.string() }).nullable(),
});
export type Home = z.infer<typeof homeSchema>;

/** The server sets created, updated, user and updateUser itself. */
export const createHomeInputSchema = z.strictObject({
  header: htmlTextSchema,
  body: htmlTextSchema,
  footer: htmlTextSchema,
});
export type CreateHomeInput = z.input<typeof createHomeInputSchema>;

export const updateHomeInputSchema = createHomeInputSchema.partial().extend({
  _id: idSchema,
  updated: isoDateTimeSchema,
});
export type UpdateHomeInput = z.input<typeof updateHomeInputSchema>;

/** There is one home record in practice; the list exists because the spec reads it as a list. */
export const homeFilterSchema = z.strictObject({});

export const HOME_SORT_FIELDS = ['created', 'updated'] as const;
export const homeListInputSchema = listInputSchema(homeFilterSchema, {
  fields: HOME_SORT_FIELDS,
  defaultSort: { updated: -1 },
});

export const homeListSchema = listSchema(homeSchema);
