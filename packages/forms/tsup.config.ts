import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  treeshake: true,
  target: 'es2022',
  external: [
    /^react($|\/)/,
    /^react-dom($|\/)/,
    'styled-components',
    'i18next',
    'react-i18next',
    /^@cet-portal\//,
    'zod',
  ],
});
