import { z } from 'zod';
import { requiredString } from './messages';

/** Longest address SMTP allows, as the contract's `optionalEmailSchema`. */
const MAX_EMAIL_LENGTH = 254;

/**
 * An e-mail address (requests-and-sign-in, section 5: the promoter's e-mail and PEC). Zod's
 * pattern: a local part, '@', and a domain with at least one dot.
 */
export const emailSchema = requiredString()
  .max(MAX_EMAIL_LENGTH, { message: 'max-invalid' })
  .pipe(z.email({ message: 'email-invalid' }));
