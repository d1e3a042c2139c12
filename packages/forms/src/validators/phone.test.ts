import { describe, expect, it } from 'vitest';
import { phoneDigitsSchema, phoneSchema } from './phone';

describe('phone (optional country prefix, 9 digits, optional extension)', () => {
  it.each([
    '061234567',
    '06 1234567',
    '+39 061234567',
    '+39 06 123 4567',
    '0039-06-1234567',
    '(06) 123.45.67',
    '+39 061234567 int. 12',
    '061234567 ext 3',
    '061234567x45',
  ])('accepts %j', (value) => {
    expect(phoneSchema.safeParse(value).success).toBe(true);
  });

  it.each([
    ['', 'required-field'],
    ['06123456', 'phone-invalid'],
    ['0612345678', 'phone-invalid'],
    ['+39', 'phone-invalid'],
    ['06-1234567a', 'phone-invalid'],
    ['telefono', 'phone-invalid'],
    ['061234567 int. 123456', 'phone-invalid'],
    ['+1234 061234567', 'phone-invalid'],
  ])('rejects %j with %s', (value, message) => {
    expect(phoneSchema.safeParse(value).error?.issues[0]?.message).toBe(message);
  });
});

describe('digits with an optional plus', () => {
  it.each(['0612345678', '+390612345678', '3'])('accepts %j', (value) => {
    expect(phoneDigitsSchema.safeParse(value).success).toBe(true);
  });

  it.each([
    ['', 'required-field'],
    ['++39061234567', 'phone-invalid'],
    ['06 1234567', 'phone-invalid'],
    ['39+061234567', 'phone-invalid'],
    ['+', 'phone-invalid'],
  ])('rejects %j with %s', (value, message) => {
    expect(phoneDigitsSchema.safeParse(value).error?.issues[0]?.message).toBe(message);
  });
});
