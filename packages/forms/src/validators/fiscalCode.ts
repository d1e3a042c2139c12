import { fiscalCodeProblem, isPersonIdentityCode } from '@cet-portal/api-client';
import { requiredString } from './messages';

// The checks themselves are the contract's, so the server (the administrator command) refuses exactly
// what this form refuses; this package only names each problem with its i18n key.
export { fiscalCodeCheckCharacter, isEidasIdentifier, isFiscalCode } from '@cet-portal/api-client';

/**
 * An Italian fiscal code of a person: uppercased, in the spec's format, with a valid check
 * character. 'fiscal-code-invalid' for a wrong format, 'fiscal-code-check-invalid' for a typo
 * that the check character catches.
 */
export const fiscalCodeSchema = requiredString()
  .toUpperCase()
  .superRefine((code, context) => {
    const problem = fiscalCodeProblem(code);
    if (problem === 'format') context.addIssue({ code: 'custom', message: 'fiscal-code-invalid' });
    else if (problem === 'checkCharacter')
      context.addIssue({ code: 'custom', message: 'fiscal-code-check-invalid' });
  });

/** The user form's identity: a fiscal code or an eIDAS identifier, uppercased. */
export const identityCodeSchema = requiredString()
  .toUpperCase()
  .refine(isPersonIdentityCode, { message: 'identity-code-invalid' });
