import { existsSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { errorBody } from './errors';

/** A name Vite gave a build output: `<name>-<8 characters of content hash>.<ext>`. */
const HASHED_NAME = /-[\w-]{8}\.[a-z0-9]+$/i;

/** A file whose name changes whenever its content does: a browser may keep it for a year, unasked. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Every other file (index.html, translations, the manual): kept, but checked with the server each time. */
export const REVALIDATE = 'no-cache';

/** Source maps stay out of production answers: they would publish the portal's sources as written. */
const isServable = (path: string) => !path.endsWith('.map');

/**
 * The cache rule of one file of the build. Only Vite's hashed outputs under `assets/` are immutable:
 * the translations under `assets/i18n/` keep their names across releases, so they are revalidated.
 */
export const cacheControlFor = (root: string, filePath: string): string => {
  const [folder, ...rest] = relative(root, filePath).split(sep);
  const name = basename(filePath).replace(/\.(?:br|gz)$/, '');
  return folder === 'assets' && rest.length === 1 && HASHED_NAME.test(name) ? IMMUTABLE : REVALIDATE;
};

/**
 * Paths the single-page portal must never answer with its index page: the server's, and the build's
 * files, so that a missing script or a refused source map is a 404 rather than HTML.
 */
const isServerPath = (url: string) =>
  url.startsWith('/api') ||
  url.startsWith('/oidc') ||
  url.startsWith('/assets/') ||
  // Prometheus answers on METRICS_PORT only: here a scraper pointed at the wrong port gets a 404, not HTML.
  /^\/metrics(?:[/?]|$)/.test(url);

/** The addresses of the home page, whose HTML carries its own first view (`index.html`). */
const HOME_PAGES = new Set(['/', '/home']);

/**
 * The HTML of a client-side route: the home page's first view is its own (header, heading); every
 * other address shows the portal's loading indicator until its page is drawn (`page.html`). A build
 * without `page.html` (an older one) answers every address with its index page.
 */
const pageHtmlFor = (portalDist: string, url: string) =>
  HOME_PAGES.has(url.split('?')[0] ?? url) || !existsSync(join(portalDist, 'page.html'))
    ? 'index.html'
    : 'page.html';

/**
 * The built portal: its files as they are, in the Brotli or gzip copy the build made when the browser
 * accepts one (`preCompressed`), with the cache rule above; any other page read is one of the portal's
 * client-side routes, answered with its index page. Without a build, every unknown address is a 404.
 */
export const portalFilesPlugin = fp<{ portalDist: string | undefined }>(
  async (app, { portalDist }) => {
    const portalIndex = portalDist ? join(portalDist, 'index.html') : undefined;
    const hasBuild = Boolean(portalDist && portalIndex && existsSync(portalIndex));
    if (portalDist && hasBuild) {
      await app.register(fastifyStatic, {
        root: portalDist,
        wildcard: false,
        index: 'index.html',
        allowedPath: isServable,
        preCompressed: true,
        // send's own `public, max-age=0` would be written after setHeaders: the rule is set there alone.
        cacheControl: false,
        setHeaders: (response, filePath) => {
          response.setHeader('Cache-Control', cacheControlFor(portalDist, filePath));
          // The same address answers in Brotli, gzip or plain by the request's Accept-Encoding: a shared
          // cache must key on it (@fastify/static does not say so itself).
          response.setHeader('Vary', 'Accept-Encoding');
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const isPageRead = request.method === 'GET' || request.method === 'HEAD';
      if (
        isServerPath(request.url) ||
        !portalDist ||
        !portalIndex ||
        !existsSync(portalIndex) ||
        !isPageRead
      ) {
        return reply
          .code(404)
          .send(
            errorBody('NOT_FOUND', `Risorsa non trovata: ${request.method} ${request.url.split('?')[0]}`),
          );
      }
      // Client-side routes (/requestList, /showRequest/…) are the portal's: it renders them, or its own 404.
      return reply.type('text/html').sendFile(pageHtmlFor(portalDist, request.url));
    });
  },
  { name: 'portal-files' },
);
