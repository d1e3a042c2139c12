// Types only (no zod, nothing at run time): the portal reads this answer before its first paint, by hand.

/**
 * The region's 'Dichiarazione di accessibilità' (AgID model), from the server's `ACCESSIBILITY_*`
 * settings: who publishes it, the conformance to WCAG 2.1 AA, what is not accessible, when it was
 * prepared and where to report a problem.
 */
export type AccessibilityStatement = {
  entity: string;
  siteUrl: string;
  conformance: 'compliant' | 'partial' | 'nonCompliant';
  issues: string[];
  preparedOn: string;
  feedbackUrl: string;
  contactEmail: string;
};

/** Where and how the portal signs users in: the issuer's endpoints, as the server discovered them. */
export type PortalSignIn = {
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  endSessionEndpoint: string | null;
  clientId: string;
  scope: string;
  /** The addresses the portal signs in from, PUBLIC_URL's first. */
  portalOrigins: string[];
  /** The session's hard end after sign-in, when the server's own issuer signs in; else null. */
  sessionMaxSeconds: number | null;
  renewBeforeSeconds: number;
};

/**
 * What the portal learns from its server at start: where to sign in (the embedded issuer or the
 * organisation's single sign-on), the manual's address and the committee's contacts. Served by `GET /api/config`.
 */
export type PortalConfig = {
  /**
   * Null while the organisation's issuer has not answered the server's discovery (it is down or
   * unreachable): sign-in is unavailable for now, and the rest of the configuration still holds.
   * The server keeps trying; the portal asks again when the user retries.
   */
  oidc: PortalSignIn | null;
  /** The external user manual (`MANUAL_URL`, or ADMIN's); null when the portal's own guides are used. */
  manualUrl: string | null;
  /**
   * Who the committee is, for the header, the footer and the theme: ADMIN's 'Identità del comitato'
   * when saved, otherwise the installation's `COMMITTEE_*` settings. `primaryColor` is `#RRGGBB`, with
   * at least 4.5:1 against white text; `logoUrl` is an address on this server, or null.
   */
  identity: { name: string; department: string; logoUrl: string | null; primaryColor: string };
  /** The committee's one postal address and contacts (`COMMITTEE_*`), for every page's footer. */
  contacts: { addressLines: string[]; email: string; pec: string; phone: string | null };
  accessibility: AccessibilityStatement;
};
