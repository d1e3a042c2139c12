import { defineConfig } from 'vitest/config';
import { nodeSourceConditions } from './vitest.shared.ts';

/**
 * The unit project: Node, no plugin. `npm run test:unit` and the unit lane of `npm test` run this file
 * on its own (`vitest run --config vitest.unit.config.ts`): the root vitest.config.ts imports every
 * project's config even under `--project unit`, Storybook's plugin and Playwright's provider included,
 * which costs a few seconds before the first test.
 */
export default defineConfig({
  resolve: nodeSourceConditions,
  ssr: { resolve: nodeSourceConditions },
  test: {
    name: 'unit',
    environment: 'node',
    // A process per test file loaded every module again for each of the 59 files: 155 s of imports for
    // 24 s of tests (231 s in all, at load 5). Files share their worker's loaded modules instead (36 s);
    // every file still gets its own module-level mocks and stubs from Vitest.
    isolate: false,
    include: [
      'packages/*/src/**/*.test.{ts,tsx}',
      'apps/portal/src/**/*.test.{ts,tsx}',
      'apps/api/src/**/*.test.ts',
      'scripts/**/*.test.mjs',
    ],
  },
});
