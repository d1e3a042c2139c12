import { describe, expect, it } from 'vitest';
import { passwordConfirmationSchema, passwordSchema } from './password';

const messagesOf = (value: string) =>
  passwordSchema.safeParse(value).error?.issues.map((issue) => issue.message);

describe('password', () => {
  it.each(['Comitato2026!', 'aB3$aB3$aB', 'Lunga.Password9', 'Q1w2e3r4t5|y', 'Àbc1234567,'])(
    'accepts %j',
    (value) => {
      expect(passwordSchema.safeParse(value).success).toBe(true);
    },
  );

  it.each([
    ['', ['required-field']],
    ['Ab1!', ['password-min-length']],
    ['Comitato!!!', ['password-digit']],
    ['comitato2026!', ['password-upper']],
    ['COMITATO2026!', ['password-lower']],
    ['Comitato2026', ['password-special']],
    // '-' and '?' are not among the spec's special characters.
    ['Comitato2026-?', ['password-special']],
    ['abcdefghij', ['password-digit', 'password-upper', 'password-special']],
  ])('rejects %j with %j', (value, messages) => {
    expect(messagesOf(value)).toEqual(messages);
  });
});

describe('password confirmation', () => {
  it('accepts a confirmation equal to the password', () => {
    expect(
      passwordConfirmationSchema.safeParse({ password: 'Comitato2026!', confirmation: 'Comitato2026!' })
        .success,
    ).toBe(true);
  });

  it.each([
    [{ password: 'Comitato2026!', confirmation: 'Comitato2026?' }, 'password-no-match'],
    [{ password: 'Comitato2026!', confirmation: 'comitato2026!' }, 'password-no-match'],
    [{ password: 'Comitato2026!', confirmation: 'Comitato2026! ' }, 'password-no-match'],
    [{ password: 'Comitato2026!', confirmation: '' }, 'required-field'],
  ])('rejects %j on the confirmation with %s', (value, message) => {
    const issue = passwordConfirmationSchema.safeParse(value).error?.issues[0];
    expect(issue?.path).toEqual(['confirmation']);
    expect(issue?.message).toBe(message);
  });
});
