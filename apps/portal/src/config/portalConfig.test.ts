import { describe, expect, it } from 'vitest';
import { loadPortalConfig, readPortalConfig } from './portalConfig';

const served = {
  oidc: {
    issuer: 'http://localhost:8080/oidc',
    authorizationEndpoint: 'http://localhost:8080/oidc/auth',
    tokenEndpoint: 'http://localhost:8080/oidc/token',
    endSessionEndpoint: null,
    clientId: 'portal',
    scope: 'openid profile',
    portalOrigins: ['http://localhost:8080'],
    sessionMaxSeconds: 28_800,
    renewBeforeSeconds: 60,
  },
  manualUrl: null,
  identity: {
    name: 'Comitato Etico Territoriale Lombardia 1',
    department: 'Direzione Generale Welfare',
    logoUrl: '/api/config/logo?v=1',
    primaryColor: '#7A1F3D',
  },
  contacts: {
    addressLines: ['Via Roma 1', 'Torino'],
    email: 'cet@example.it',
    pec: 'cet@pec.it',
    phone: null,
  },
  accessibility: {
    entity: 'Regione',
    siteUrl: 'http://localhost:8080',
    conformance: 'partial',
    issues: ['I PDF allegati'],
    preparedOn: '2026-09-01',
    feedbackUrl: 'http://localhost:8080/segnala',
    contactEmail: 'cet@example.it',
  },
};

const answer =
  (body: unknown, status = 200) =>
  async () =>
    new Response(JSON.stringify(body), { status });

describe('readPortalConfig', () => {
  it('returns the server’s configuration as it was served', () => {
    expect(readPortalConfig(structuredClone(served))).toEqual(served);
  });

  it('keeps a sign-in the server cannot reach yet as null, the rest of the configuration as served', () => {
    expect(readPortalConfig({ ...structuredClone(served), oidc: null })).toEqual({ ...served, oidc: null });
    expect(() => readPortalConfig({ ...structuredClone(served), oidc: undefined })).toThrow(
      'Configurazione del portale non valida: oidc',
    );
  });

  it.each([
    ['an empty client id', { ...served, oidc: { ...served.oidc, clientId: '' } }, 'oidc.clientId'],
    ['no portal origin', { ...served, oidc: { ...served.oidc, portalOrigins: [] } }, 'oidc.portalOrigins'],
    [
      'a session end of 0',
      { ...served, oidc: { ...served.oidc, sessionMaxSeconds: 0 } },
      'oidc.sessionMaxSeconds',
    ],
    [
      'a fractional renewal',
      { ...served, oidc: { ...served.oidc, renewBeforeSeconds: 1.5 } },
      'oidc.renewBeforeSeconds',
    ],
    ['a numeric phone', { ...served, contacts: { ...served.contacts, phone: 11 } }, 'contacts.phone'],
    [
      'an address line not text',
      { ...served, contacts: { ...served.contacts, addressLines: ['a', 2] } },
      'contacts.addressLines.1',
    ],
    [
      'an unknown conformance',
      { ...served, accessibility: { ...served.accessibility, conformance: 'full' } },
      'accessibility.conformance',
    ],
    ['no identity', { ...served, identity: undefined }, 'identity'],
    ['an empty name', { ...served, identity: { ...served.identity, name: '' } }, 'identity.name'],
    [
      'a colour that is not #RRGGBB',
      { ...served, identity: { ...served.identity, primaryColor: 'red;}body{display:none' } },
      'identity.primaryColor',
    ],
    [
      'a logo on another site',
      { ...served, identity: { ...served.identity, logoUrl: '//example.com/logo.png' } },
      'identity.logoUrl',
    ],
    ['no accessibility statement', { ...served, accessibility: undefined }, 'accessibility'],
  ])('refuses %s, naming the field', (_, body, field) => {
    expect(() => readPortalConfig(body)).toThrow(`Configurazione del portale non valida: ${field}`);
  });
});

describe('loadPortalConfig', () => {
  it('says the configuration is unavailable when the server answers an error', async () => {
    await expect(loadPortalConfig(answer({}, 503) as typeof fetch)).rejects.toThrow(
      'Configurazione del portale non disponibile (503)',
    );
  });

  it('reads the configuration the server sends', async () => {
    await expect(loadPortalConfig(answer(served) as typeof fetch)).resolves.toEqual(served);
  });
});
