import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { serverInBrowser } from './.storybook/serverInBrowser';

const root = fileURLToPath(new URL('.', import.meta.url));

// Workspace packages resolve to their sources while developing (see CONVENTIONS.md).
const sourceConditions = {
  conditions: ['@cet-portal/source', 'module', 'browser', 'development|production'],
};
const nodeSourceConditions = {
  conditions: ['@cet-portal/source', 'module', 'node', 'development|production'],
};

/** Debian's chromium, never a browser downloaded by a tool. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * A lane of the server's tests: the real server on a real database (PGlite in a temp folder, or a
 * database of its own on DATABASE_URL's server), one file per process.
 */
const serverLane = (name: string, include: string, testTimeout = 30_000) => ({
  resolve: nodeSourceConditions,
  ssr: { resolve: nodeSourceConditions },
  test: {
    name,
    environment: 'node',
    include: [include],
    // PGlite opens a new cluster per test file (about 4 s); keep files apart but bounded to the 2 cores.
    maxWorkers: 2,
    testTimeout,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        resolve: nodeSourceConditions,
        ssr: { resolve: nodeSourceConditions },
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/portal/src/**/*.test.{ts,tsx}',
            'apps/api/src/**/*.test.ts',
          ],
        },
      },
      serverLane('api', 'apps/api/test/**/*.test.ts'),
      // The proof lanes (docs/testing.md): the rulebook of rights, generated envelopes, the server under
      // load, killed, backed up and restored.
      serverLane('matrix', 'apps/api/test/lanes/matrix.lane.ts'),
      serverLane('fuzz', 'apps/api/test/lanes/fuzz.lane.ts', 600_000),
      serverLane('load', 'apps/api/test/lanes/load.lane.ts', 480_000),
      serverLane('crash', 'apps/api/test/lanes/crash.lane.ts', 360_000),
      serverLane('backup', 'apps/api/test/lanes/backup.lane.ts', 120_000),
      {
        resolve: sourceConditions,
        plugins: [storybookTest({ configDir: `${root}.storybook` }), serverInBrowser()],
        // React Aria's virtualizer reads process.env.VIRT_ON when NODE_ENV is 'test', and a browser has no
        // `process`; 'true' also keeps tables virtualized under test, as in production.
        define: { 'process.env.VIRT_ON': JSON.stringify('true') },
        // Pre-bundled up front: discovered mid-run, they make Vite reload the page and fail the first run.
        optimizeDeps: {
          // Crawl every story at start so that no dependency is discovered halfway through the run.
          entries: ['packages/*/src/**/*.stories.tsx', 'apps/portal/src/**/*.stories.tsx'],
          include: [
            'react-hook-form',
            '@hookform/resolvers/zod',
            'ibantools',
            'styled-components',
            'react-i18next',
            'i18next',
            '@internationalized/date',
            'dompurify',
            '@tiptap/react',
            '@tiptap/starter-kit',
            '@tiptap/pm/state',
            'react-aria',
            'react-aria-components',
            'react-stately',
            'msw',
            'msw/browser',
            'zod',
            'date-fns',
            '@date-fns/tz',
            // The mock backend's own (.storybook/mockBackend.ts): imported from a subpath, the crawl misses them.
            'pdfkit/standard-fonts/Helvetica',
            'pdfkit/standard-fonts/HelveticaBold',
          ],
          // PGlite finds its .wasm and .data beside its own module, which pre-bundling would move.
          exclude: ['@electric-sql/pglite'],
          // yazl (the server's ZIP writer) is pre-bundled, where Vite's own resolve plugins do not run.
          rolldownOptions: { plugins: [serverInBrowser()] },
        },
        test: {
          name: 'storybook',
          // The mock backend's world, written before any story loads it (.storybook/mockBackend.ts).
          globalSetup: [`${root}.storybook/writeMockWorld.ts`],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
