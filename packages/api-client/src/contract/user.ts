import { z } from 'zod';
import { REQUEST_TYPES, ROLE_NAMES, requestTypeSchema, roleNameSchema } from './enums';
import { listInputSchema, listSchema } from './paging';
import { idSchema, isoDateTimeSchema, requiredTextSchema, shortTextSchema } from './primitives';

export const roleSchema = z.object({
  _id: idSchema,
  name: roleNameSchema,
  description: z.string().optional(),
  /** The role list sorts on it (meetings-and-administration, section 9). */
  updated: isoDateTimeSchema.optional(),
});
export type Role = z.infer<typeof roleSchema>;

/** How a company is referenced from a user: enough to prefill the promoter's name and VAT. */
export const companyRefSchema = z.object({
  _id: idSchema,
  fiscalCode: z.string(),
  surname: z.string(),
});
export type CompanyRef = z.infer<typeof companyRefSchema>;

/** How a user is referenced from a request, a meeting or a home record. */
export const userRefSchema = z.object({
  _id: idSchema,
  fiscalCode: z.string(),
  fullname: z.string(),
});
export type UserRef = z.infer<typeof userRefSchema>;

export const userSchema = z.object({
  _id: idSchema,
  fiscalCode: z.string(),
  name: z.string(),
  surname: z.string(),
  fullname: z.string(),
  roles: z.array(roleSchema),
  corporate: companyRefSchema.nullable(),
  isCorporate: z.boolean(),
  inserted: isoDateTimeSchema,
  lastActivity: isoDateTimeSchema.nullable(),
  /** Where the portal's notifications go; null for companies and for people with no address yet. */
  email: z.string().nullable(),
  /** Version of the record for concurrent edits (not in the spec's field list). */
  updated: isoDateTimeSchema,
});
export type User = z.infer<typeof userSchema>;

/** A company is a user with isCorporate true: surname is its name, fiscalCode its VAT number. */
export const companySchema = userSchema.extend({ isCorporate: z.literal(true) });
export type Company = z.infer<typeof companySchema>;

/** Company VAT numbers are at least 11 characters (meetings-and-administration, section 5). */
export const COMPANY_VAT_MIN_LENGTH = 11;

/**
 * A fiscal code, or an eIDAS identifier shaped NOME_COGNOME_DATA_NASCITA; uppercased on creation
 * as the spec's user form does.
 */
const fiscalCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Codice fiscale non valido')
  .toUpperCase();

const vatSchema = z
  .string()
  .trim()
  .min(COMPANY_VAT_MIN_LENGTH)
  .max(16)
  .regex(/^[A-Za-z0-9]+$/);

/** A user's notification address; null removes it. */
export const userEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, { message: "L'indirizzo e-mail è troppo lungo" })
  .pipe(z.email({ message: 'Indirizzo e-mail non valido' }));

export const createPersonInputSchema = z.strictObject({
  fiscalCode: fiscalCodeSchema,
  name: requiredTextSchema,
  surname: requiredTextSchema,
  fullname: shortTextSchema.optional(),
  /** Role ids. */
  roles: z.array(idSchema).max(ROLE_NAMES.length),
  corporate: idSchema.nullable().optional(),
  email: userEmailSchema.nullable().optional(),
});

export const createCompanyInputSchema = z.strictObject({
  isCorporate: z.literal(true),
  fiscalCode: vatSchema,
  surname: requiredTextSchema,
});

/** `PUT /user` creates a person or, with isCorporate true, a company. */
export const createUserInputSchema = z.union([createPersonInputSchema, createCompanyInputSchema]);
export type CreateUserInput = z.input<typeof createUserInputSchema>;

const updateBase = { _id: idSchema, updated: isoDateTimeSchema } as const;

export const updatePersonInputSchema = z.strictObject({
  ...updateBase,
  ...createPersonInputSchema.partial().shape,
});

export const updateCompanyInputSchema = z.strictObject({
  ...updateBase,
  isCorporate: z.literal(true),
  fiscalCode: vatSchema.optional(),
  surname: requiredTextSchema.optional(),
});

/** `PATCH /user`. `updated` is the value the client last saw: a stale one is refused with 409. */
export const updateUserInputSchema = z.union([updatePersonInputSchema, updateCompanyInputSchema]);
export type UpdateUserInput = z.input<typeof updateUserInputSchema>;

/** User search; the server leaves out the JOB user and companies (meetings-and-administration, 5). */
export const userFilterSchema = z.strictObject({
  fiscalCode: shortTextSchema.optional(),
  /** Case-insensitive substring of the full name. */
  name: shortTextSchema.optional(),
  /** Users holding any of these roles ("users by role", e.g. rapporteur suggestions CET or SEG). */
  roles: z.array(roleNameSchema).max(ROLE_NAMES.length).optional(),
});
export type UserFilter = z.input<typeof userFilterSchema>;

export const USER_SORT_FIELDS = ['fiscalCode', 'fullname', 'inserted', 'lastActivity'] as const;
export const userListInputSchema = listInputSchema(userFilterSchema, {
  fields: USER_SORT_FIELDS,
  defaultSort: { inserted: -1 },
});
export const userCountInputSchema = z.strictObject({ query: userFilterSchema.prefault({}) });

export const companyFilterSchema = z.strictObject({
  vat: shortTextSchema.optional(),
  name: shortTextSchema.optional(),
});
export type CompanyFilter = z.input<typeof companyFilterSchema>;

export const COMPANY_SORT_FIELDS = ['fiscalCode', 'surname', 'inserted'] as const;
export const companyListInputSchema = listInputSchema(companyFilterSchema, {
  fields: COMPANY_SORT_FIELDS,
  defaultSort: { inserted: -1 },
});
export const companyCountInputSchema = z.strictObject({ query: companyFilterSchema.prefault({}) });

export const roleFilterSchema = z.strictObject({ name: roleNameSchema.optional() });
export type RoleFilter = z.input<typeof roleFilterSchema>;

export const ROLE_SORT_FIELDS = ['name', 'updated'] as const;
export const roleListInputSchema = listInputSchema(roleFilterSchema, {
  fields: ROLE_SORT_FIELDS,
  defaultSort: { updated: -1 },
});

export const userListSchema = listSchema(userSchema);
export const companyListSchema = listSchema(companySchema);
export const roleListSchema = listSchema(roleSchema);

/** `roles/getPublicData`: what the public home page may show without signing in. */
export const publicDataSchema = z.object({
  roles: z.array(z.object({ name: roleNameSchema, description: z.string() })),
  requestTypes: z.array(requestTypeSchema).max(REQUEST_TYPES.length),
});
export type PublicData = z.infer<typeof publicDataSchema>;

/** `roles/getDataNoRole`: the signed-in identity's record when it holds no role (null if unknown). */
export const noRoleDataSchema = z.object({ user: userSchema.nullable() });
export type NoRoleData = z.infer<typeof noRoleDataSchema>;
