import { defineConfig } from 'tsup';

// One entry per component folder, with shared chunks: an app that imports one component loads only
// that component's module (and what it imports), so the table, the editor and DOMPurify stay out.
export default defineConfig({
  entry: ['src/index.ts', 'src/theme/index.ts', 'src/*/index.ts'],
  format: ['esm'],
  // Declarations only for the three public entries of the exports map, each bundled into one file
  // whose imports name their files (`./theme/index.js`), as Node's ESM resolution wants. Bundling one
  // per component folder ran out of memory, and tsc's per-module output keeps extensionless imports
  // that only bundlers resolve.
  dts: {
    entry: {
      index: 'src/index.ts',
      'theme/index': 'src/theme/index.ts',
      'RichTextEditor/index': 'src/RichTextEditor/index.ts',
    },
  },
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
