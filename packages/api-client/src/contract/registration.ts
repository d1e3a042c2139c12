import { z } from 'zod';
import { documentRefSchema } from './document';
import { listInputSchema, listSchema } from './paging';
import {
  dataUrlSchema,
  idSchema,
  isoDateTimeSchema,
  mediumTextSchema,
  requiredTextSchema,
  shortTextSchema,
} from './primitives';
import { hasVatCheckDigit } from './rules/vatNumber';
import { userEmailSchema, userRefSchema } from './user';

/**
 * How people without an account get one (`SELF_REGISTRATION`): `off`, only an administrator adds
 * them; `confirm`, they ask and the secretariat confirms; `open`, a request naming a company already
 * registered is confirmed at once (a new company still waits for the secretariat).
 */
export const SELF_REGISTRATION_MODES = ['off', 'confirm', 'open'] as const;
export const selfRegistrationModeSchema = z.enum(SELF_REGISTRATION_MODES);
export type SelfRegistrationMode = z.infer<typeof selfRegistrationModeSchema>;

export const REGISTRATION_STATUSES = ['PENDING', 'CONFIRMED', 'REFUSED'] as const;
export const registrationStatusSchema = z.enum(REGISTRATION_STATUSES);
export type RegistrationStatus = z.infer<typeof registrationStatusSchema>;

/** The person's tie to the company: its employee, or a CRO it delegated (then with the letter). */
export const REGISTRATION_RELATIONS = ['PROMOTER_EMPLOYEE', 'DELEGATED_CRO'] as const;
export const registrationRelationSchema = z.enum(REGISTRATION_RELATIONS);
export type RegistrationRelation = z.infer<typeof registrationRelationSchema>;

/** An Italian VAT number with its check digit, as a company proposed or chosen at sign-up must have. */
export const checkedVatSchema = z
  .string()
  .trim()
  .regex(/^\d{11}$/, 'La partita IVA deve avere 11 cifre')
  .refine(hasVatCheckDigit, 'La partita IVA non è valida: controlla le cifre');

/** A company already registered, found by its VAT number. */
export const registeredCompanySchema = z.object({ _id: idSchema, vat: z.string(), name: z.string() });
export type RegisteredCompany = z.infer<typeof registeredCompanySchema>;

const proposedCompanyFields = {
  vat: checkedVatSchema,
  name: requiredTextSchema,
  address: requiredTextSchema,
  pec: userEmailSchema,
} as const;

/** The company the person names: one registered (by VAT) or a new one they propose. */
export const registrationCompanyInputSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('existing'), vat: checkedVatSchema }),
  z.strictObject({ kind: z.literal('new'), ...proposedCompanyFields }),
]);
export type RegistrationCompanyInput = z.input<typeof registrationCompanyInputSchema>;

/** The delegation letter a CRO sends, as the browser reads the file. */
export const delegationLetterInputSchema = z.strictObject({
  file: dataUrlSchema,
  name: requiredTextSchema,
});

/**
 * `registration.submit`: what the person sends from 'Completa la registrazione'. Name, surname and
 * e-mail are taken from the identity provider's claims where it gives them (what is typed is then
 * ignored). The letter may be left out when sending again a registration whose letter is kept.
 * `updated` is the refused registration's version when it is sent again.
 */
export const submitRegistrationInputSchema = z.strictObject({
  name: requiredTextSchema,
  surname: requiredTextSchema,
  email: userEmailSchema,
  company: registrationCompanyInputSchema,
  relation: registrationRelationSchema,
  delegationLetter: delegationLetterInputSchema.optional(),
  privacyAccepted: z.literal(true, { message: "Per registrarti devi accettare l'informativa sulla privacy" }),
  updated: isoDateTimeSchema.optional(),
});
export type SubmitRegistrationInput = z.input<typeof submitRegistrationInputSchema>;

/** The company as the registration names it: `_id` null while a proposed company is not yet created. */
export const registrationCompanySchema = z.object({
  _id: idSchema.nullable(),
  vat: z.string(),
  name: z.string(),
  /** Only for a proposed company; a registered one's address is not kept by the portal. */
  address: z.string().nullable(),
  pec: z.string().nullable(),
  /** True when the person proposed it: confirming creates it (or joins the one with its VAT by then). */
  proposed: z.boolean(),
});
export type RegistrationCompany = z.infer<typeof registrationCompanySchema>;

export const registrationSchema = z.object({
  _id: idSchema,
  /** The person's own record, made when they first sent the registration. */
  user: userRefSchema,
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  company: registrationCompanySchema,
  relation: registrationRelationSchema,
  delegationLetter: documentRefSchema.nullable(),
  status: registrationStatusSchema,
  /** The secretariat's reason, while REFUSED. */
  refusalReason: z.string().nullable(),
  submitted: isoDateTimeSchema,
  /** When and by whom it was confirmed or refused; null while pending, and `decidedBy` null when `open` confirmed it. */
  decided: isoDateTimeSchema.nullable(),
  decidedBy: userRefSchema.nullable(),
  updated: isoDateTimeSchema,
});
export type Registration = z.infer<typeof registrationSchema>;

/** The claims the identity provider gave for the signed-in person: null where it gave none. */
export const identityClaimsSchema = z.object({
  fiscalCode: z.string(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  email: z.string().nullable(),
});
export type IdentityClaims = z.infer<typeof identityClaimsSchema>;

/**
 * `registration.mine`: everything 'Completa la registrazione' needs for a signed-in identity. `hasAccount`
 * is true once the person has a record (an administrator's, or their own registration's).
 */
export const myRegistrationSchema = z.object({
  mode: selfRegistrationModeSchema,
  claims: identityClaimsSchema,
  hasAccount: z.boolean(),
  registration: registrationSchema.nullable(),
});
export type MyRegistration = z.infer<typeof myRegistrationSchema>;

export const findCompanyByVatInputSchema = z.strictObject({ vat: checkedVatSchema });
export const companyByVatSchema = z.object({ company: registeredCompanySchema.nullable() });

export const registrationFilterSchema = z.strictObject({
  status: registrationStatusSchema.optional(),
  /** Case-insensitive part of the person's name, fiscal code, or the company's name or VAT. */
  text: shortTextSchema.optional(),
});
export type RegistrationFilter = z.input<typeof registrationFilterSchema>;

export const REGISTRATION_SORT_FIELDS = ['submitted', 'updated'] as const;
export const registrationListInputSchema = listInputSchema(registrationFilterSchema, {
  fields: REGISTRATION_SORT_FIELDS,
  defaultSort: { submitted: -1 },
});
export const registrationCountInputSchema = z.strictObject({ query: registrationFilterSchema.prefault({}) });
export const registrationListSchema = listSchema(registrationSchema);

export const confirmRegistrationInputSchema = z.strictObject({ _id: idSchema, updated: isoDateTimeSchema });
export const refuseRegistrationInputSchema = z.strictObject({
  _id: idSchema,
  updated: isoDateTimeSchema,
  reason: mediumTextSchema.min(1, 'Scrivi il motivo del rifiuto'),
});
export type RefuseRegistrationInput = z.input<typeof refuseRegistrationInputSchema>;
