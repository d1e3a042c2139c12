import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './primitives';
import { primaryColourProblem } from './rules/colour';

/** The primary colour of a fresh install: a neutral slate, 7,1:1 with white text, no region's own. */
export const DEFAULT_PRIMARY_COLOUR = '#435A70';

/** A logo is an image the header shows at 48 pixels high: a few kilobytes; this leaves room for a photo-like one. */
export const LOGO_MAX_BYTES = 200 * 1024;

/**
 * Raster images only: an SVG may carry scripts and external references, and would be a document
 * of its own if opened at its address.
 */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

const plainText = (max: number, what: string) =>
  z
    .string()
    .trim()
    .min(1, `${what} è obbligatorio`)
    .max(max, `${what} può avere al massimo ${max} caratteri`)
    .regex(/^[^<>]*$/, `${what} non può contenere i caratteri < e >`);

export const primaryColourSchema = z
  .string()
  .trim()
  .superRefine((value, context) => {
    const problem = primaryColourProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .transform((value) => value.toUpperCase());

/** `data:image/png;base64,…`, at most LOGO_MAX_BYTES once decoded; the server checks the bytes too. */
export const logoDataUrlSchema = z
  .string()
  .max(
    Math.ceil(LOGO_MAX_BYTES / 3) * 4 + 64,
    `Il logo supera la dimensione massima di ${LOGO_MAX_BYTES / 1024} KB`,
  )
  .regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]*={0,2}$/, {
    message: "Il logo deve essere un'immagine PNG, JPEG o WebP",
  });

/**
 * Who the committee is, as every page shows it: the name in the header, the department above it and
 * in the footer, the contacts, the manual, the logo and the primary colour. The installation's
 * settings (`COMMITTEE_*`) give it, until ADMIN saves one in 'Identità del comitato'.
 */
export const committeeIdentityFieldsSchema = z.object({
  name: plainText(150, 'Il nome del comitato'),
  department: plainText(200, 'Il nome della direzione'),
  addressLines: z
    .array(plainText(150, "Ogni riga dell'indirizzo"))
    .min(1, "L'indirizzo è obbligatorio")
    .max(6, "L'indirizzo può avere al massimo 6 righe"),
  email: z.email("L'indirizzo e-mail non è valido").max(254),
  pec: z.email("L'indirizzo PEC non è valido").max(254),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[\d ./-]{6,30}$/, 'Il numero di telefono non è valido')
    .nullable(),
  manualUrl: z
    .url({ protocol: /^https?$/, message: "L'indirizzo del manuale deve essere un URL http(s)" })
    .max(1_000)
    .nullable(),
  primaryColor: primaryColourSchema,
});
export type CommitteeIdentityFields = z.output<typeof committeeIdentityFieldsSchema>;

/** What 'Identità del comitato' reads: the values in force, and whether ADMIN's replace the installation's. */
export const committeeIdentitySchema = committeeIdentityFieldsSchema.extend({
  /** The logo's address on this server, versioned so a browser may keep it; null without a logo. */
  logoUrl: z.string().nullable(),
  /** True when ADMIN's values are in force; false when the installation's settings are. */
  overridden: z.boolean(),
  /** When ADMIN last saved, for the concurrency check; null while the installation's settings hold. */
  updated: isoDateTimeSchema.nullable(),
  updateUser: z.object({ _id: idSchema, fullname: z.string() }).nullable(),
});
export type CommitteeIdentity = z.output<typeof committeeIdentitySchema>;

/**
 * `PATCH /committee`: ADMIN's identity replaces the installation's. `logo` is a new image, null to
 * show none, or left out to keep the one in force. `updated` is the one read (null when none was saved):
 * a save over someone else's newer one is refused.
 */
export const updateCommitteeIdentityInputSchema = committeeIdentityFieldsSchema.extend({
  logo: logoDataUrlSchema.nullable().optional(),
  updated: isoDateTimeSchema.nullable(),
});
export type UpdateCommitteeIdentityInput = z.input<typeof updateCommitteeIdentityInputSchema>;
