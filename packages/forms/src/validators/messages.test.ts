import { requestTypeSchema, shortTextSchema } from '@cet-portal/api-client';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailSchema } from './email';
import { emptyOr, formErrorMap } from './messages';

describe('formErrorMap: the contract rules speak in message keys', () => {
  it.each([
    ['an empty required text', shortTextSchema.min(1), '', 'required-field'],
    ['a missing value', requestTypeSchema, undefined, 'required-field'],
    ['a value of another type', z.number(), 'tre', 'invalid-field'],
    ['a text over its limit', shortTextSchema, 'x'.repeat(201), 'max-invalid'],
    ['a text under its minimum', z.string().min(11), '0123', 'min-invalid'],
    ['a value outside an enum', requestTypeSchema, 'Z9', 'invalid-field'],
    ['an e-mail format', z.email(), 'mario@', 'email-invalid'],
    ['a URL format', z.url(), 'non un url', 'url-invalid'],
  ])('%s', (_case, schema: z.ZodType, value, message) => {
    expect(schema.safeParse(value, { error: formErrorMap }).error?.issues[0]?.message).toBe(message);
  });
});

describe('emptyOr: an optional field with the rules of a required one', () => {
  const optionalEmail = emptyOr(emailSchema);

  it.each(['', '   ', 'mario.rossi@example.it'])('accepts %j', (value) => {
    expect(optionalEmail.safeParse(value).success).toBe(true);
  });

  it('keeps the message of the rule', () => {
    expect(optionalEmail.safeParse('mario@').error?.issues[0]?.message).toBe('email-invalid');
  });
});
