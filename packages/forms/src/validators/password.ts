import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 10;

/** The special characters of the spec's password rule (requests-and-sign-in, section 5). */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%&*_+=;:|,.';

const escaped = PASSWORD_SPECIAL_CHARACTERS.replace(/[\\\]^-]/g, '\\$&');

/**
 * At least 10 characters with a digit, an uppercase and a lowercase letter and one of
 * `!@#$%&*_+=;:|,.`. Each missing part has its own message, so the user learns all of them at once.
 * Not trimmed: spaces are part of a password.
 */
export const passwordSchema = z
  .string({ message: 'required-field' })
  .min(1, { message: 'required-field', abort: true })
  .min(PASSWORD_MIN_LENGTH, { message: 'password-min-length' })
  .regex(/\d/, { message: 'password-digit' })
  .regex(/\p{Lu}/u, { message: 'password-upper' })
  .regex(/\p{Ll}/u, { message: 'password-lower' })
  .regex(new RegExp(`[${escaped}]`), { message: 'password-special' });

/** A new password and its confirmation: 'password-no-match' on the confirmation when they differ. */
export const passwordConfirmationSchema = z
  .object({
    password: passwordSchema,
    confirmation: z.string({ message: 'required-field' }).min(1, { message: 'required-field', abort: true }),
  })
  .refine((value) => value.password === value.confirmation, {
    message: 'password-no-match',
    path: ['confirmation'],
  });
