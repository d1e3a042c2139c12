import { describe, expect, it } from 'vitest';
import { urlSchema } from './url';

describe('URL', () => {
  it.each([
    'https://www.regione.lazio.it',
    'http://example.it/manuale.pdf',
    'https://portale.example.it:8443/richieste?stato=PENDING#lista',
  ])('accepts %j', (value) => {
    expect(urlSchema.safeParse(value).success).toBe(true);
  });

  it.each([
    ['', 'required-field'],
    ['www.regione.lazio.it', 'url-invalid'],
    ['ftp://files.example.it', 'url-invalid'],
    ['javascript:alert(1)', 'url-invalid'],
    ['https://', 'url-invalid'],
    ['https://localhost', 'url-invalid'],
    ['non è un indirizzo', 'url-invalid'],
  ])('rejects %j with %s', (value, message) => {
    expect(urlSchema.safeParse(value).error?.issues[0]?.message).toBe(message);
  });
});
