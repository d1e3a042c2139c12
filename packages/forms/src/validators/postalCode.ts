import { z } from 'zod';

/** Italian postal code (CAP): exactly 5 digits (spec, section 5). Messages are i18n keys. */
export const postalCodeSchema = z
  .string({ message: 'required-field' })
  .min(1, { message: 'required-field' })
  .regex(/^\d{5}$/, { message: 'invalid-field' });
