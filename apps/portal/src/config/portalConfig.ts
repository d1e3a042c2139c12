// zod's smaller build: the configuration is read before the first paint, and classic zod's whole
// API would come with it (issue 17); the contract's schemas load with the API client's first call.
import { z } from 'zod/mini';

/**
 * The region's 'Dichiarazione di accessibilità' (AgID model), from the server's `ACCESSIBILITY_*`
 * settings: who publishes it, the conformance to WCAG 2.1 AA, what is not accessible, when it was
 * prepared and where to report a problem.
 */
export const accessibilityStatementSchema = z.object({
  entity: z.string(),
  siteUrl: z.string(),
  conformance: z.enum(['compliant', 'partial', 'nonCompliant']),
  issues: z.array(z.string()),
  preparedOn: z.string(),
  feedbackUrl: z.string(),
  contactEmail: z.string(),
});
export type AccessibilityStatement = z.infer<typeof accessibilityStatementSchema>;

/**
 * What the portal learns from its server at start: where to sign in (the embedded issuer or the
 * organisation's single sign-on), the manual's address and the committee's contacts. Served by `GET /api/config`.
 */
export const portalConfigSchema = z.object({
  oidc: z.object({
    issuer: z.string().check(z.minLength(1)),
    authorizationEndpoint: z.string().check(z.minLength(1)),
    tokenEndpoint: z.string().check(z.minLength(1)),
    endSessionEndpoint: z.nullable(z.string().check(z.minLength(1))),
    clientId: z.string().check(z.minLength(1)),
    scope: z.string().check(z.minLength(1)),
    /** The addresses the portal signs in from, PUBLIC_URL's first. */
    portalOrigins: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
    /** The session's hard end after sign-in, when the server's own issuer signs in; else null. */
    sessionMaxSeconds: z.nullable(z.int().check(z.positive())),
    renewBeforeSeconds: z.int().check(z.nonnegative()),
  }),
  /** The external user manual (`MANUAL_URL`); null when the portal's own guides are used. */
  manualUrl: z.nullable(z.string()),
  /** The committee's one postal address and contacts (`COMMITTEE_*`), for every page's footer. */
  contacts: z.object({
    addressLines: z.array(z.string()),
    email: z.string(),
    pec: z.string(),
    phone: z.nullable(z.string()),
  }),
  accessibility: accessibilityStatementSchema,
});

export type PortalConfig = z.infer<typeof portalConfigSchema>;

export const loadPortalConfig = async (fetchImpl: typeof fetch = fetch): Promise<PortalConfig> => {
  const response = await fetchImpl('/api/config', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Configurazione del portale non disponibile (${response.status})`);
  return portalConfigSchema.parse(await response.json());
};
