import { hasVatCheckDigit } from '@cet-portal/api-client';
import { requiredString } from './messages';

/** An Italian VAT number (partita IVA): exactly 11 digits (requests-and-sign-in, section 5). */
export const vatNumberSchema = requiredString().regex(/^\d{11}$/, { message: 'vat-invalid' });

// The check itself is the contract's, so the server refuses exactly what this form refuses. Kept apart
// from the format because foreign and legacy numbers stored by other systems may not carry it: opt in
// with `vatNumberWithCheckDigitSchema`.
export { hasVatCheckDigit } from '@cet-portal/api-client';

/** `vatNumberSchema` plus the check digit ('vat-check-invalid'). */
export const vatNumberWithCheckDigitSchema = vatNumberSchema.refine(hasVatCheckDigit, {
  message: 'vat-check-invalid',
});
