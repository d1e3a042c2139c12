import { describe, expect, it } from 'vitest';
import { postalCodeSchema } from './postalCode';

describe('postal code', () => {
  it.each([
    ['00184', '00184'],
    ['20121', '20121'],
    ['90133', '90133'],
    [' 00184 ', '00184'],
  ])('accepts %j as %s', (value, parsed) => {
    expect(postalCodeSchema.parse(value)).toBe(parsed);
  });

  it.each([
    ['', 'required-field'],
    ['   ', 'required-field'],
    ['0018', 'postal-code-invalid'],
    ['001845', 'postal-code-invalid'],
    ['0018A', 'postal-code-invalid'],
    ['00 184', 'postal-code-invalid'],
    ['SW1A 1AA', 'postal-code-invalid'],
  ])('rejects %j with %s', (value, message) => {
    expect(postalCodeSchema.safeParse(value).error?.issues[0]?.message).toBe(message);
  });
});
