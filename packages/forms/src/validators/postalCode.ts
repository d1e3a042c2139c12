import { requiredString } from './messages';

/** Italian postal code (CAP): exactly 5 digits (requests-and-sign-in, sections 5 and 9). */
export const postalCodeSchema = requiredString().regex(/^\d{5}$/, { message: 'postal-code-invalid' });
