import { z } from 'zod';

/**
 * Identifiers are opaque strings (UUID v7 on the real server). The character set is narrow
 * because ids are also written into paths such as `/request/:id`.
 */
export const idSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Identificativo non valido');

/** An instant on the wire: ISO 8601 with `Z` or an offset. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** A calendar day on the wire (`yyyy-MM-dd`), read in Europe/Rome by the server. */
export const isoDateSchema = z.iso.date();

/** Limits that keep one field from bloating a row or an export. */
export const TEXT_LIMITS = {
  short: 200,
  medium: 1_000,
  long: 10_000,
  comment: 4_000,
  html: 200_000,
} as const;

export const shortTextSchema = z.string().trim().max(TEXT_LIMITS.short);
export const mediumTextSchema = z.string().trim().max(TEXT_LIMITS.medium);
export const longTextSchema = z.string().trim().max(TEXT_LIMITS.long);
export const commentTextSchema = z.string().trim().max(TEXT_LIMITS.comment);
export const htmlTextSchema = z.string().max(TEXT_LIMITS.html);

/** A filled-in text, for the fields a form or a call cannot leave empty. */
export const requiredTextSchema = shortTextSchema.min(1);

/** Upload limit of the spec's server (ARCHITECTURE.md: documents are stored with size limits). */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/** Base64 grows 4/3; the margin covers the `data:<type>;base64,` prefix. */
const MAX_DATA_URL_LENGTH = Math.ceil(MAX_UPLOAD_BYTES / 3) * 4 + 256;

/** A file as the browser's FileReader gives it: `data:<mime>;base64,<bytes>`. */
export const dataUrlSchema = z
  .string()
  .max(MAX_DATA_URL_LENGTH, 'Il file supera la dimensione massima consentita')
  .refine((value) => /^data:[\w.+-]+\/[\w.+-]+(;[\w.+-]+=[\w.+-]+)*;base64,/.test(value.slice(0, 300)), {
    message: 'Il file deve essere un data URL in base64',
  });

export const base64Schema = z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Contenuto base64 non valido');

/** An empty string means "not filled in" in drafts; otherwise it must be a valid address. */
export const optionalEmailSchema = z.union([z.literal(''), z.email().max(254)]);

export const postalCodeSchema = z.string().regex(/^\d{5}$/, 'Il CAP deve avere 5 cifre');

/** Italian province code (sigla), e.g. `RM`. */
export const provinceCodeSchema = z.string().regex(/^[A-Z]{2}$/, 'Sigla di provincia non valida');

/** ISO 3166-1 alpha-2 country code; the spec's default country is IT. */
export const countryCodeSchema = z.string().regex(/^[A-Z]{2}$/, 'Codice nazione non valido');

/** `{ _id }`: what deletes and other calls on one record take. */
export const refInputSchema = z.strictObject({ _id: idSchema });

/** Calls without a body still carry an input object, so the envelope keeps one shape. */
export const emptyInputSchema = z.strictObject({});
