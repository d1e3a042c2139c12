import { describe, expect, it } from 'vitest';
import { postalCodeSchema } from './postalCode';

describe('postal code', () => {
  it.each(['00184', '20121', '90133'])('accepts %s', (value) => {
    expect(postalCodeSchema.safeParse(value).success).toBe(true);
  });

  it.each([
    ['', 'required-field'],
    ['0018', 'invalid-field'],
    ['001845', 'invalid-field'],
    ['0018A', 'invalid-field'],
    [' 00184', 'invalid-field'],
  ])('rejects %j with %s', (value, message) => {
    const result = postalCodeSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
