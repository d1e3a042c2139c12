import { requiredString } from './messages';

/**
 * An optional international prefix (`+39`, `0039`), nine digits that may be grouped by spaces,
 * dots, dashes, slashes or brackets, and an optional extension (`int. 12`, `ext. 12`, `x12`):
 * "phone (optional country prefix, 9 digits, optional extension)", requests-and-sign-in section 5.
 */
const PHONE_PATTERN =
  /^(?:(?:\+|00)\d{1,3}[\s.-]?)?(?<number>[\d\s./()-]+?)(?:\s*(?:int\.?|ext\.?|x|#)\s*\d{1,5})?$/i;
const NATIONAL_DIGITS = 9;

/** Whether `value` is a phone number as `phoneSchema` accepts it. */
export const isPhoneNumber = (value: string): boolean => {
  const match = PHONE_PATTERN.exec(value.trim());
  const national = match?.groups?.number ?? '';
  return /^[\d(]/.test(national) && national.replace(/\D/g, '').length === NATIONAL_DIGITS;
};

export const phoneSchema = requiredString().refine(isPhoneNumber, { message: 'phone-invalid' });

/**
 * Digits with an optional leading '+': the spec's second phone check ("a digits-with-optional-plus
 * phone check exists but is not attached to the field").
 */
export const phoneDigitsSchema = requiredString().regex(/^\+?\d+$/, { message: 'phone-invalid' });
