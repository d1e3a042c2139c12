import { existsSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

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
 * The built portal: its files as they are, in the Brotli or gzip copy the build made when the browser
 * accepts one (`preCompressed`), with the cache rule above. Returns the index page's path, or
 * undefined when there is no build to serve.
 */
export const registerPortalFiles = async (app: FastifyInstance, portalDist: string | undefined) => {
  const portalIndex = portalDist ? join(portalDist, 'index.html') : undefined;
  if (!portalDist || !portalIndex || !existsSync(portalIndex)) return undefined;
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
  return portalIndex;
};
