import { z } from 'zod';

/** Paging constants of both spec documents (section 9). */
export const DEFAULT_SKIP = 0;
export const DEFAULT_TAKE = 10;
export const MAX_TAKE = 50;
export const PAGE_SIZE_OPTIONS = [10, 20, 30, 40, 50] as const;
/** The new-meeting request picker pages its own (unlimited) list 5 rows at a time. */
export const MEETING_PICKER_PAGE_SIZE = 5;

export const sortDirectionSchema = z.union([z.literal(1), z.literal(-1)]);
export type SortDirection = z.infer<typeof sortDirectionSchema>;

/** A sort is `{ <field>: 1 | -1 }` on whitelisted fields only; key order gives precedence. */
export const sortSchema = <const Field extends string>(fields: readonly [Field, ...Field[]]) =>
  z.partialRecord(z.enum(fields), sortDirectionSchema);

export type Sort<Field extends string> = Partial<Record<Field, SortDirection>>;

interface ListInputOptions<Field extends string> {
  fields: readonly [Field, ...Field[]];
  defaultSort: Sort<Field>;
}

export const takeSchema = z.number().int().min(1).max(MAX_TAKE);

/** `{ query, skip, take, sort }` with the spec's defaults (skip 0, take 10, the list's own sort). */
export const listInputSchema = <Query extends z.ZodObject, Field extends string>(
  query: Query,
  { fields, defaultSort }: ListInputOptions<Field>,
) =>
  z.strictObject({
    query: query.prefault({} as z.input<Query>),
    skip: z.number().int().min(0).default(DEFAULT_SKIP),
    take: takeSchema.default(DEFAULT_TAKE),
    sort: sortSchema(fields).default(defaultSort),
  });

/** A page of a list: `{ result, total }` (ARCHITECTURE.md, "The wire contract"). */
export const listSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({ result: z.array(item), total: z.number().int().min(0) });

export type List<Item> = { result: Item[]; total: number };

export const countSchema = z.object({ count: z.number().int().min(0) });
export type Count = z.infer<typeof countSchema>;

/** What a delete answers: the id that no longer exists. */
export const deletedSchema = z.object({ _id: z.string() });
export type Deleted = z.infer<typeof deletedSchema>;
