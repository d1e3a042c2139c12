import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Addresses under which the embedded issuer serves its pages (sign-in, sign-out, errors). */
const ISSUER_PATH = '/oidc/';

/** A year; only sent over https (see `securityHeadersPlugin`). Subdomains are not the portal's to bind. */
const HSTS = 'max-age=31536000';

export interface SecurityHeaderOptions {
  /**
   * Origins a sign-in page's form may end at. Chrome applies `form-action` to the redirect that
   * follows a form post too, and the issuer's login and sign-out forms end in a redirect to the
   * portal's registered redirect URIs, which may be other origins (another loopback port, the Vite
   * dev server). Read on every answer, so the list may change after start-up.
   */
  signInRedirectOrigins?: () => Iterable<string>;
  /**
   * Origins the browser's scripts may call besides this server, e.g. the organisation's issuer. A
   * function is read on every answer: an issuer discovered after start-up may name a token endpoint
   * on another origin than its own.
   */
  connectOrigins?: readonly string[] | (() => Iterable<string>);
  /**
   * Extra `script-src` sources, e.g. the hashes of a static site's own inline scripts
   * (Storybook's build). The portal has none: its only script is a file from its own origin.
   */
  scriptSources?: readonly string[];
  /**
   * Who may frame these pages. No one for the portal and the issuer (clickjacking); Storybook's
   * manager frames its own preview, so its static build needs `'self'`.
   * @default 'none'
   */
  framing?: 'none' | 'self';
}

/**
 * A CSP source for an origin. CSP's host-source grammar has no IPv6 literals: Chromium drops
 * `http://[::1]:8080` as "an invalid source", which would block the redirect; such an origin (a
 * loopback demo set-up only) is allowed by its scheme instead.
 */
const sourceOf = (origin: string): string => {
  const url = new URL(origin);
  return isIP(url.hostname.replace(/^\[|\]$/g, '')) === 6 ? url.protocol : url.origin;
};

const connectSourcesOf = (origins: Iterable<string>): string =>
  [...new Set(["'self'", ...[...origins].map(sourceOf)])].join(' ');

const formActionFor = (url: string | undefined, redirectOrigins: () => Iterable<string>): string => {
  if (!url?.startsWith(ISSUER_PATH)) return "'self'";
  const sources = new Set(["'self'", ...[...redirectOrigins()].map(sourceOf)]);
  return [...sources].join(' ');
};

/**
 * The options of @fastify/helmet for every answer of the server, and for the e2e lane's static
 * Storybook server, so both are checked under one policy.
 */
export const securityHeaderOptions = ({
  signInRedirectOrigins = () => [],
  connectOrigins = [],
  scriptSources = [],
  framing = 'none',
}: SecurityHeaderOptions = {}): FastifyHelmetOptions => ({
  contentSecurityPolicy: {
    // Every directive is listed here rather than merged with helmet's defaults, so this is the policy.
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // No inline script and no eval: an injected <script> or onclick= never runs.
      scriptSrc: ["'self'", ...scriptSources],
      scriptSrcAttr: ["'none'"],
      // styled-components and React Aria insert <style> elements and style attributes at run time.
      // A nonce would need index.html rendered per answer and styled-components told the nonce
      // (a <meta property="csp-nonce">), while Vite's build is a static file served as is; style
      // injection cannot run script, so styles stay 'unsafe-inline' and scripts carry the weight.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // data: for SVG in CSS (icons, select arrows), blob: for images the browser makes from a document.
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc:
        typeof connectOrigins === 'function'
          ? [() => connectSourcesOf(connectOrigins())]
          : [...new Set(["'self'", ...connectOrigins.map(sourceOf)])],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: [framing === 'self' ? "'self'" : "'none'"],
      formAction: [(request: IncomingMessage) => formActionFor(request.url, signInRedirectOrigins)],
    },
  },
  frameguard: { action: framing === 'self' ? 'sameorigin' : 'deny' },
  // 'Sessione scaduta' signs in again in a popup, which goes through the organisation's issuer (another
  // origin) and back: 'same-origin' would cut the popup from the portal window waiting for its answer.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // Sent by `securityHeadersPlugin` on https answers only: over plain http it would mean nothing
  // to a browser, and a server that is not behind TLS must not promise it.
  hsts: false,
});

/** `/api`, `/api/…` and `/api?…`: the API's addresses, never the portal's `/apiSomething` routes. */
const isApiAddress = (url: string) => /^\/api(?:[/?#]|$)/.test(url);

const redirectOrigins = new WeakMap<FastifyInstance, Set<string>>();

/**
 * Lets the sign-in pages' forms end at these redirect URIs (their origins). The issuer calls it
 * with the redirect URIs it registers for the portal.
 */
export const allowSignInRedirects = (app: FastifyInstance, redirectUris: Iterable<string>) => {
  const origins = redirectOrigins.get(app);
  if (!origins) throw new Error('securityHeadersPlugin must be registered before allowSignInRedirects');
  for (const uri of redirectUris) origins.add(new URL(uri).origin);
};

/**
 * Security headers on every answer: the portal's files, the API and the issuer's pages. Headers are
 * written on the raw response in an `onRequest` hook, so answers that bypass Fastify's reply
 * (oidc-provider's hijacked routes) carry them too; register it before any hook that hijacks.
 */
export const securityHeadersPlugin = fp<{ connectOrigins?: SecurityHeaderOptions['connectOrigins'] }>(
  async (app, { connectOrigins = [] }) => {
    const origins = new Set<string>();
    redirectOrigins.set(app, origins);
    await app.register(
      fastifyHelmet,
      securityHeaderOptions({ signInRedirectOrigins: () => origins, connectOrigins }),
    );
    app.addHook('onRequest', async (request, reply) => {
      // `protocol` is https only when the server itself serves TLS, or when TRUST_PROXY names the proxy
      // that says so in X-Forwarded-Proto.
      if (request.protocol === 'https') reply.raw.setHeader('Strict-Transport-Security', HSTS);
      // Every API answer is someone's data (a request, a document, an export as the envelope's base64):
      // no browser or proxy cache keeps it for the next user of a shared computer. Written on the raw
      // answer, so refusals (401, 429, 404) carry it too.
      if (isApiAddress(request.url)) {
        reply.raw.setHeader('Cache-Control', 'no-store');
        reply.raw.setHeader('Pragma', 'no-cache');
      }
    });
  },
  { name: 'security-headers' },
);
