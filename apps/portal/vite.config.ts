import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstView } from './firstView';
import { fontPreload } from './fontPreload';
import { precompress } from './precompress';

const ZOD = /node_modules[\\/]zod[\\/]/;

export default defineConfig({
  plugins: [
    react(),
    // React Aria ships its strings for ~34 languages; the portal speaks Italian and English (en-GB for
    // day-first dates; en-US stays, as headless Chromium's default locale needs it).
    { ...optimizeLocales.vite({ locales: ['it-IT', 'en-GB', 'en-US'] }), enforce: 'pre' },
    fontPreload(),
    firstView(),
    precompress(),
  ],
  resolve: {
    // Workspace packages resolve to their sources: no rebuild loop while developing (CONVENTIONS.md).
    conditions: ['@cet-portal/source', 'module', 'browser', 'development|production'],
  },
  server: {
    port: 5173,
    // In development the API server runs apart (npm run dev -w @cet-portal/api).
    proxy: { '/api': 'http://localhost:8080', '/oidc': 'http://localhost:8080' },
  },
  // The manifest lets bench/bundle-size.mjs follow a route's chunks. Source maps are written for whoever
  // decodes a production stack trace, but 'hidden': no bundle points at them, and the server refuses
  // to serve a .map (apps/api/src/server.ts).
  build: {
    outDir: 'dist',
    sourcemap: 'hidden',
    manifest: true,
    rolldownOptions: {
      // The contract's modules build their zod schemas at the top level, beside the constants and
      // rules the first view reads (role names, labels, the state machine): zod's builders have no
      // side effects, so a schema nobody uses is dropped, and zod loads with the API client's table
      // on the first call.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: {
          groups: [
            {
              // What the entry imports statically is one file, not ~40: on a phone's line the browser has
              // six connections to the server, and each small file costs one of them a round trip
              // (docs/BENCHMARKS.md, eleventh round: the home page's simulated first paint went from
              // 2.9 to 1.8 s). zod and the contract's schemas are a file of their own, which the first
              // call loads: in the entry's file they would come with the first view, for the constant
              // or two it reads.
              // Nothing in the entry's graph may await at its top level: a lazy chunk that imports this
              // one (the OIDC client's, in a sign-in popup) would wait for it forever (main.tsx).
              name: (id, context) => {
                const buildsSchemas = context
                  .getModuleInfo(id)
                  ?.importedIds.some((imported) => ZOD.test(imported));
                return ZOD.test(id) || buildsSchemas ? 'contract' : 'index';
              },
              tags: ['$initial'],
            },
          ],
        },
      },
    },
  },
});
