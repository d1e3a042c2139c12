import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'contract/index': 'src/contract/index.ts',
    labels: 'src/helpers/labels.ts',
    'msw/index': 'src/msw/index.ts',
    'msw/node': 'src/msw/node.ts',
    'msw/browser': 'src/msw/browser.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['msw', 'msw/node', 'msw/browser', 'zod'],
});
