import { z } from 'zod';

/**
 * The validation messages: each is an i18n key of the `forms` namespace (requests-and-sign-in,
 * section 5: "Messages use translation keys such as required-field, invalid-field, …"), so a
 * schema says what is wrong and the form says it in the user's language.
 */
export const VALIDATION_MESSAGES = [
  'required-field',
  'invalid-field',
  'min-invalid',
  'max-invalid',
  'email-invalid',
  'phone-invalid',
  'url-invalid',
  'fiscal-code-invalid',
  'fiscal-code-check-invalid',
  'identity-code-invalid',
  'vat-invalid',
  'vat-check-invalid',
  'vat-min-length',
  'postal-code-invalid',
  'iban-invalid',
  'iban-country-invalid',
  'password-min-length',
  'password-digit',
  'password-upper',
  'password-lower',
  'password-special',
  'password-no-match',
  'date-order-invalid',
  'label-duplicate',
  'template-required',
  'documents-missing',
  'report-file-required',
  'request-type-not-offered',
  'extension-days-invalid',
  'integration-limit-invalid',
] as const;
export type ValidationMessage = (typeof VALIDATION_MESSAGES)[number];

const isEmpty = (input: unknown) => input === undefined || input === null || input === '';

/**
 * Turns zod's own issues into message keys, for the rules that come from the shared contract
 * (`@cet-portal/api-client`) without a key of their own. Pass it per parse
 * (`schema.safeParse(value, { error: formErrorMap })`, `zodResolver(schema, { error: formErrorMap })`):
 * zod prefers a schema's own message, so the validators' keys are kept.
 */
export const formErrorMap = (issue: z.core.$ZodRawIssue): ValidationMessage => {
  switch (issue.code) {
    case 'invalid_type':
    case 'invalid_value':
      // A select left on its placeholder holds null or '': for the user the field is simply empty.
      return isEmpty(issue.input) ? 'required-field' : 'invalid-field';
    case 'too_small':
      return issue.minimum === 1 && issue.origin !== 'number' ? 'required-field' : 'min-invalid';
    case 'too_big':
      return 'max-invalid';
    case 'invalid_format':
      if (issue.format === 'email') return 'email-invalid';
      if (issue.format === 'url') return 'url-invalid';
      return 'invalid-field';
    default:
      return 'invalid-field';
  }
};

/**
 * A required text: trimmed, and 'required-field' when left empty. The empty check aborts, so the
 * rules chained after it speak only about a value that is there.
 */
export const requiredString = () =>
  z.string({ message: 'required-field' }).trim().min(1, { message: 'required-field', abort: true });

/**
 * Accepts an empty string (a field not filled in) or a value that passes `schema`, with the
 * messages of `schema`. Forms hold '' for empty text fields; the contract does the same.
 */
export const emptyOr = <Schema extends z.ZodType<unknown, string>>(schema: Schema) =>
  z
    .string({ message: 'required-field' })
    .trim()
    .superRefine((value, context) => {
      if (value === '') return;
      const result = schema.safeParse(value, { error: formErrorMap });
      if (result.success) return;
      for (const issue of result.error.issues) context.addIssue({ code: 'custom', message: issue.message });
    });
