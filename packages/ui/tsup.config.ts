import { defineConfig } from 'tsup';

// One entry per component folder, with shared chunks: an app that imports one component loads only
// that component's module (and what it imports), so the table, the editor and DOMPurify stay out.
export default defineConfig({
  entry: ['src/index.ts', 'src/theme/index.ts', 'src/*/index.ts'],
  format: ['esm'],
  // Declarations come from tsc (tsconfig.build.json): bundling them per entry ran out of memory.
  dts: false,
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
    /^react-stately/,
    /^@internationalized\//,
    /^@tiptap\//,
    'dompurify',
  ],
});
