import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'theme/index': 'src/theme/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  splitting: true,
  treeshake: true,
  target: 'es2022',
  external: [
    /^react($|\/)/,
    /^react-dom($|\/)/,
    'styled-components',
    'i18next',
    'react-i18next',
    /^react-aria/,
  ],
});
