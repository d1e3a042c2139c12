import { defineConfig } from 'tsup';

export default defineConfig({
  // `./i18n`: the texts alone, so that an app can load them when a form is first shown.
  entry: { index: 'src/index.ts', i18n: 'src/i18n/resources.ts' },
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
