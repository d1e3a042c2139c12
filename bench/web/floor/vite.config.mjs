// The floor page's build: the portal's own plugins for React and React Aria's locales, nothing else.
import { join } from 'node:path';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), { ...optimizeLocales.vite({ locales: ['it-IT', 'en-GB', 'en-US'] }), enforce: 'pre' }],
  build: {
    manifest: true,
    target: 'es2022',
    // A table under its filters (index.html), and the form alone (form.html).
    rolldownOptions: {
      input: { index: join(import.meta.dirname, 'index.html'), form: join(import.meta.dirname, 'form.html') },
    },
  },
});
