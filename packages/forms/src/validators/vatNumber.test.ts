import { describe, expect, it } from 'vitest';
import { hasVatCheckDigit, vatNumberSchema, vatNumberWithCheckDigitSchema } from './vatNumber';

describe('VAT number (11 digits)', () => {
  it.each(['01234567897', '12345678901', '00000000000'])('accepts %s', (value) => {
    expect(vatNumberSchema.safeParse(value).success).toBe(true);
  });

  it.each([
    ['', 'required-field'],
    ['0123456789', 'vat-invalid'],
    ['012345678970', 'vat-invalid'],
    ['IT01234567897', 'vat-invalid'],
    ['0123456789A', 'vat-invalid'],
    ['012 3456 7897', 'vat-invalid'],
  ])('rejects %j with %s', (value, message) => {
    expect(vatNumberSchema.safeParse(value).error?.issues[0]?.message).toBe(message);
  });
});

describe('VAT number with its check digit (opt-in)', () => {
  // The demo company's number (ARCHITECTURE.md) and numbers whose last digit is the Luhn digit.
  it.each(['01234567897', '00743110157', '02027040019'])('accepts %s', (value) => {
    expect(hasVatCheckDigit(value)).toBe(true);
    expect(vatNumberWithCheckDigitSchema.safeParse(value).success).toBe(true);
  });

  it.each([
    ['01234567890', 'vat-check-invalid'],
    ['12345678901', 'vat-check-invalid'],
    ['01234567879', 'vat-check-invalid'],
    ['0123456789', 'vat-invalid'],
  ])('rejects %s with %s', (value, message) => {
    expect(vatNumberWithCheckDigitSchema.safeParse(value).error?.issues[0]?.message).toBe(message);
  });
});
