import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { requiredString } from './messages';

/**
 * Whether `value` is a valid IBAN: the length and account format of its country and the check
 * digits, by `ibantools` (the registry of every country's IBAN format). Spaces are allowed, as
 * people write IBANs in groups of four.
 */
export const isIban = (value: string): boolean => isValidIBAN(electronicFormatIBAN(value) ?? '');

/**
 * An IBAN, normalised to its electronic format (no spaces, uppercase). With `country` (ISO 3166-1
 * alpha-2, e.g. 'IT') only that country's IBANs are accepted: 'iban-country-invalid' otherwise.
 */
export const ibanSchema = (country?: string) =>
  requiredString()
    .transform((value) => electronicFormatIBAN(value) ?? value)
    .superRefine((iban, context) => {
      if (!isValidIBAN(iban)) {
        context.addIssue({ code: 'custom', message: 'iban-invalid' });
      } else if (country && !iban.startsWith(country.toUpperCase())) {
        context.addIssue({ code: 'custom', message: 'iban-country-invalid' });
      }
    });
