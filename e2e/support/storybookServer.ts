import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { compressionPlugin } from '../../apps/api/src/http/compression';
import { securityHeaderOptions } from '../../apps/api/src/http/securityHeaders';

/** The pages of Storybook's build: the manager (index.html) and the preview it frames (iframe.html). */
const PAGES = ['index.html', 'iframe.html'];

/**
 * The hashes of the inline scripts Storybook writes into its pages (its configuration and bootstrap),
 * the only sources its build needs beyond the portal's policy: no 'unsafe-inline' for them.
 */
export const inlineScriptHashes = (root: string): string[] => {
  const hashes = new Set<string>();
  for (const page of PAGES) {
    const html = readFileSync(join(root, page), 'utf8');
    for (const [, attributes = '', body = ''] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/\ssrc=/.test(attributes)) continue;
      hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  }
  return [...hashes];
};

/**
 * Serves Storybook's static build (`npm run build-storybook`, a lane before e2e in
 * scripts/test-all.mjs) with the server's own header options and compression, as any static host
 * compresses it, plus the three things a Storybook site needs: its inline scripts' hashes,
 * WebAssembly (the mock backend's PGlite), and framing by its own origin (the manager frames the
 * preview). `bytesSent()` is what went over the wire since it started, headers included: what a
 * page cost to transfer (bench/storybook/docsPage.mjs).
 */
export const serveStorybook = async (root: string) => {
  if (!existsSync(join(root, 'iframe.html'))) {
    throw new Error(`No Storybook build in ${root}: run 'npm run build-storybook' first`);
  }
  const app = Fastify();
  await app.register(
    fastifyHelmet,
    // 'wasm-unsafe-eval': the mock backend is the server's calls over PGlite, compiled from WebAssembly in
    // the preview (docs/mock-backend.md). It allows WebAssembly only, never eval of a script.
    securityHeaderOptions({
      scriptSources: [...inlineScriptHashes(root), "'wasm-unsafe-eval'"],
      framing: 'self',
    }),
  );
  await app.register(compressionPlugin);
  // The Brotli and gzip copies the build wrote (.storybook/precompressBuild.ts), as a static host sends them.
  await app.register(fastifyStatic, { root, preCompressed: true });
  const sockets = new Set<Socket>();
  app.server.on('connection', (socket) => sockets.add(socket));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const bytesSent = () => [...sockets].reduce((sum, socket) => sum + socket.bytesWritten, 0);
  return { address, bytesSent, close: () => app.close() };
};
