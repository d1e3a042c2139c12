import { describe, expect, it } from 'vitest';
import { emailSchema } from './email';

describe('email', () => {
  it.each([
    ['mario.rossi@example.it', 'mario.rossi@example.it'],
    ['studi@alfa.example.it', 'studi@alfa.example.it'],
    ['ufficio.protocollo+cet@pec.regione.lazio.it', 'ufficio.protocollo+cet@pec.regione.lazio.it'],
    ['  spazi@example.com  ', 'spazi@example.com'],
  ])('accepts %j as %j', (value, parsed) => {
    expect(emailSchema.parse(value)).toBe(parsed);
  });

  it.each([
    ['', 'required-field'],
    ['   ', 'required-field'],
    ['mario.rossi', 'email-invalid'],
    ['mario@', 'email-invalid'],
    ['@example.it', 'email-invalid'],
    ['mario@example', 'email-invalid'],
    ['mario rossi@example.it', 'email-invalid'],
    ['mario@@example.it', 'email-invalid'],
    [`${'a'.repeat(250)}@example.it`, 'max-invalid'],
  ])('rejects %j with %s', (value, message) => {
    expect(emailSchema.safeParse(value).error?.issues[0]?.message).toBe(message);
  });
});
