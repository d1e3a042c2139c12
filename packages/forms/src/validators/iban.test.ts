import { describe, expect, it } from 'vitest';
import { ibanSchema, isIban } from './iban';

describe('IBAN by country', () => {
  it.each([
    ['IT60X0542811101000000123456', 'IT60X0542811101000000123456'],
    ['IT60 X054 2811 1010 0000 0123 456', 'IT60X0542811101000000123456'],
    ['it60x0542811101000000123456', 'IT60X0542811101000000123456'],
    ['DE89370400440532013000', 'DE89370400440532013000'],
    ['GB29 NWBK 6016 1331 9268 19', 'GB29NWBK60161331926819'],
    ['FR1420041010050500013M02606', 'FR1420041010050500013M02606'],
  ])('accepts %j as %s', (value, parsed) => {
    expect(isIban(value)).toBe(true);
    expect(ibanSchema().parse(value)).toBe(parsed);
  });

  it.each([
    ['', 'required-field'],
    ['IT60X0542811101000000123457', 'iban-invalid'],
    ['IT60X054281110100000012345', 'iban-invalid'],
    ['DE8937040044053201300', 'iban-invalid'],
    ['XX60X0542811101000000123456', 'iban-invalid'],
    ['IBAN', 'iban-invalid'],
  ])('rejects %j with %s', (value, message) => {
    expect(ibanSchema().safeParse(value).error?.issues[0]?.message).toBe(message);
  });

  it('accepts only the given country when asked', () => {
    expect(ibanSchema('IT').safeParse('IT60X0542811101000000123456').success).toBe(true);
    expect(ibanSchema('it').safeParse('IT60X0542811101000000123456').success).toBe(true);
    expect(ibanSchema('IT').safeParse('DE89370400440532013000').error?.issues[0]?.message).toBe(
      'iban-country-invalid',
    );
  });
});
