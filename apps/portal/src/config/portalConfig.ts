// Read by hand, without zod: the configuration is read before the first paint, and even zod/mini's
// core (13 KiB on the wire) would weigh on the first view; the contract's schemas load with the API
// client's first call. The shape is small and flat enough to check field by field; its type
// is the contract's, which the server's answer satisfies too.
import type { AccessibilityStatement, PortalConfig, PortalSignIn } from '@cet-portal/api-client/contract';

export type { AccessibilityStatement, PortalConfig, PortalSignIn } from '@cet-portal/api-client/contract';

type Fields = Record<string, unknown>;

const invalid = (path: string): never => {
  throw new Error(`Configurazione del portale non valida: ${path}`);
};

const object = (value: unknown, path: string): Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : invalid(path);

const text = (value: unknown, path: string, minLength = 0): string =>
  typeof value === 'string' && value.length >= minLength ? value : invalid(path);

const nullable =
  <T>(read: (value: unknown, path: string) => T) =>
  (value: unknown, path: string) =>
    value === null ? null : read(value, path);

const texts = (value: unknown, path: string, minLength = 0, minItems = 0): string[] =>
  Array.isArray(value) && value.length >= minItems
    ? value.map((item, index) => text(item, `${path}.${index}`, minLength))
    : invalid(path);

const wholeNumber = (value: unknown, path: string, min: number): number =>
  Number.isSafeInteger(value) && (value as number) >= min ? (value as number) : invalid(path);

const CONFORMANCE = ['compliant', 'partial', 'nonCompliant'] as const;

const readSignIn = (value: unknown): PortalSignIn => {
  const oidc = object(value, 'oidc');
  const filled = (key: string) => text(oidc[key], `oidc.${key}`, 1);
  return {
    issuer: filled('issuer'),
    authorizationEndpoint: filled('authorizationEndpoint'),
    tokenEndpoint: filled('tokenEndpoint'),
    endSessionEndpoint: nullable((v, p) => text(v, p, 1))(oidc.endSessionEndpoint, 'oidc.endSessionEndpoint'),
    clientId: filled('clientId'),
    scope: filled('scope'),
    portalOrigins: texts(oidc.portalOrigins, 'oidc.portalOrigins', 1, 1),
    sessionMaxSeconds: nullable((v, p) => wholeNumber(v, p, 1))(
      oidc.sessionMaxSeconds,
      'oidc.sessionMaxSeconds',
    ),
    renewBeforeSeconds: wholeNumber(oidc.renewBeforeSeconds, 'oidc.renewBeforeSeconds', 0),
  };
};

/**
 * The server's answer checked field by field; a field missing or of the wrong kind is named in the
 * error. `oidc` is null while the organisation's sign-in cannot be reached.
 */
export const readPortalConfig = (value: unknown): PortalConfig => {
  const root = object(value, 'config');
  const contacts = object(root.contacts, 'contacts');
  const identity = object(root.identity, 'identity');
  const accessibility = object(root.accessibility, 'accessibility');
  return {
    oidc: nullable(readSignIn)(root.oidc, 'oidc'),
    manualUrl: nullable(text)(root.manualUrl, 'manualUrl'),
    identity: {
      name: text(identity.name, 'identity.name', 1),
      department: text(identity.department, 'identity.department', 1),
      // Only an address of this server: the page's policy loads images from its own origin alone.
      logoUrl: nullable((v, p) =>
        typeof v === 'string' && v.startsWith('/') && !v.startsWith('//') ? v : invalid(p),
      )(identity.logoUrl, 'identity.logoUrl'),
      // The colour goes into the page's styles: anything but #RRGGBB could end a CSS rule.
      primaryColor: /^#[0-9A-Fa-f]{6}$/.test(String(identity.primaryColor))
        ? (identity.primaryColor as string)
        : invalid('identity.primaryColor'),
    },
    contacts: {
      addressLines: texts(contacts.addressLines, 'contacts.addressLines'),
      email: text(contacts.email, 'contacts.email'),
      pec: text(contacts.pec, 'contacts.pec'),
      phone: nullable(text)(contacts.phone, 'contacts.phone'),
    },
    accessibility: {
      entity: text(accessibility.entity, 'accessibility.entity'),
      siteUrl: text(accessibility.siteUrl, 'accessibility.siteUrl'),
      conformance: CONFORMANCE.includes(accessibility.conformance as AccessibilityStatement['conformance'])
        ? (accessibility.conformance as AccessibilityStatement['conformance'])
        : invalid('accessibility.conformance'),
      issues: texts(accessibility.issues, 'accessibility.issues'),
      preparedOn: text(accessibility.preparedOn, 'accessibility.preparedOn'),
      feedbackUrl: text(accessibility.feedbackUrl, 'accessibility.feedbackUrl'),
      contactEmail: text(accessibility.contactEmail, 'accessibility.contactEmail'),
    },
  };
};

export const loadPortalConfig = async (fetchImpl: typeof fetch = fetch): Promise<PortalConfig> => {
  const response = await fetchImpl('/api/config', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Configurazione del portale non disponibile (${response.status})`);
  return readPortalConfig(await response.json());
};
