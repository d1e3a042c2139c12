import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Workspace packages resolve to their sources: no rebuild loop while developing (CONVENTIONS.md).
    conditions: ['@cet-portal/source', 'module', 'browser', 'development|production'],
  },
  server: {
    port: 5173,
    // In development the API server runs apart (npm run dev -w @cet-portal/api).
    proxy: { '/api': 'http://localhost:8080', '/oidc': 'http://localhost:8080' },
  },
  build: { outDir: 'dist', sourcemap: true },
});
