import { describe, expect, it } from 'vitest';
import { fiscalCodeSchema, identityCodeSchema, isFiscalCode } from './fiscalCode';

/** The embedded issuer's demo accounts (ARCHITECTURE.md): their codes carry valid check characters. */
const DEMO_FISCAL_CODES = [
  'RSSMRA80A01H501U',
  'VRDLGU82B02F205Z',
  'BNCGLI85M41F205B',
  'NREPLA75C12L219G',
  'GLLSRA78D45G273A',
  'FRRNNA70D50H501R',
  'CLMMRC72E10F205F',
  'RCCLRA80A41H501A',
];

describe('Italian fiscal code', () => {
  it.each(DEMO_FISCAL_CODES)('accepts the demo code %s', (code) => {
    expect(fiscalCodeSchema.parse(code)).toBe(code);
  });

  it.each([
    // Omocodia: digits replaced from the right by L M N P Q R S T U V, with the check character redone.
    ['RSSMRA80A01H50MM', 'RSSMRA80A01H50MM'],
    ['RSSMRA80A01H5LMX', 'RSSMRA80A01H5LMX'],
    ['RSSMRAUPALMHRLMH', 'RSSMRAUPALMHRLMH'],
    // Typed in lower case or with spaces around: stored uppercase and trimmed.
    ['rssmra80a01h501u', 'RSSMRA80A01H501U'],
    [' VRDLGU82B02F205Z ', 'VRDLGU82B02F205Z'],
  ])('accepts %j as %s', (value, parsed) => {
    expect(fiscalCodeSchema.parse(value)).toBe(parsed);
  });

  it.each([
    ['', 'required-field'],
    ['RSSMRA80A01H501', 'fiscal-code-invalid'],
    ['RSSMRA80A01H501UX', 'fiscal-code-invalid'],
    ['RSSMR080A01H501U', 'fiscal-code-invalid'],
    ['RSSMRA8AA01H501U', 'fiscal-code-invalid'],
    ['RSSMRA80101H501U', 'fiscal-code-invalid'],
    ['RSSMRA80A01H5O1U', 'fiscal-code-invalid'],
    ['RSSMRA80A01H501-', 'fiscal-code-invalid'],
    ['RSSMRA80A01H501A', 'fiscal-code-check-invalid'],
    ['RSSMRA80A01H510U', 'fiscal-code-check-invalid'],
    ['VRDLGU82B02F205U', 'fiscal-code-check-invalid'],
  ])('rejects %j with %s', (value, message) => {
    expect(fiscalCodeSchema.safeParse(value).error?.issues[0]?.message).toBe(message);
    expect(isFiscalCode(value)).toBe(false);
  });
});

describe('fiscal code or eIDAS identifier (user form)', () => {
  it.each([
    ['RSSMRA80A01H501U', 'RSSMRA80A01H501U'],
    ['MARIO_ROSSI_1980-01-01', 'MARIO_ROSSI_1980-01-01'],
    ['jean-luc_dupont_01-02-1975', 'JEAN-LUC_DUPONT_01-02-1975'],
    ['ANNA_MARIA-SCHMIDT_19900315', 'ANNA_MARIA-SCHMIDT_19900315'],
  ])('accepts %j as %s', (value, parsed) => {
    expect(identityCodeSchema.parse(value)).toBe(parsed);
  });

  it.each([
    ['', 'required-field'],
    ['MARIO_ROSSI', 'identity-code-invalid'],
    ['MARIO ROSSI 1980-01-01', 'identity-code-invalid'],
    ['MARIO_ROSSI_1980/01/01', 'identity-code-invalid'],
    ['RSSMRA80A01H501A', 'identity-code-invalid'],
    ['JOB', 'identity-code-invalid'],
  ])('rejects %j with %s', (value, message) => {
    expect(identityCodeSchema.safeParse(value).error?.issues[0]?.message).toBe(message);
  });
});
