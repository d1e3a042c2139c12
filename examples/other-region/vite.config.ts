import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [
    react(),
    // React Aria ships its strings in about 34 languages: keep the region's two (and en-US, which a
    // browser in American English asks for).
    { ...optimizeLocales.vite({ locales: ['it-IT', 'en-GB', 'en-US'] }), enforce: 'pre' },
  ],
  // One page with React Aria, React DOM and the forms: one chunk of about 280 KB gzip (a portal splits by route).
  build: { target: 'es2022', chunkSizeWarningLimit: 1000 },
  test: {
    environment: 'happy-dom',
    setupFiles: ['src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // The whole page renders in each test; two shared cores can make one take several seconds.
    testTimeout: 30_000,
    // The packages import `styled` as styled-components' default export, which Node's ESM loader
    // reads from its CommonJS build as the whole module object; run through Vite, they get its ESM
    // build as a bundler would. (Importing the named `styled` would need no such line.)
    server: { deps: { inline: ['@cet-portal/ui', '@cet-portal/forms'] } },
  },
});
