import { requiredString } from './messages';

/** An Italian VAT number (partita IVA): exactly 11 digits (requests-and-sign-in, section 5). */
export const vatNumberSchema = requiredString().regex(/^\d{11}$/, { message: 'vat-invalid' });

/**
 * Whether the 11th digit of an Italian VAT number is the Luhn check digit of the first ten (the
 * Revenue Agency's rule). Kept apart from the format because foreign and legacy numbers stored by
 * other systems may not carry it: opt in with `vatNumberWithCheckDigitSchema`.
 */
export const hasVatCheckDigit = (value: string): boolean => {
  if (!/^\d{11}$/.test(value)) return false;
  const digits = [...value].map(Number);
  let sum = 0;
  for (const [index, digit] of digits.slice(0, 10).entries()) {
    if (index % 2 === 0) {
      sum += digit;
    } else {
      const doubled = digit * 2;
      sum += doubled > 9 ? doubled - 9 : doubled;
    }
  }
  return (10 - (sum % 10)) % 10 === digits[10];
};

/** `vatNumberSchema` plus the check digit ('vat-check-invalid'). */
export const vatNumberWithCheckDigitSchema = vatNumberSchema.refine(hasVatCheckDigit, {
  message: 'vat-check-invalid',
});
