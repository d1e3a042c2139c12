import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { serverInBrowser } from './.storybook/serverInBrowser.ts';
import { chromiumLaunchOptions, sourceConditions } from './vitest.shared.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The stories as tests in real Chromium, through Storybook's Vitest plugin and the server-in-browser
 * stand-ins. Its own file so that the unit and server projects never load them.
 */
const storiesProject = (name: string, exclude: string[]): TestProjectInlineConfiguration => ({
  resolve: {
    ...sourceConditions,
    // React Aria's testers and the stories drive a page through one user-event (.storybook/oneUserEvent.ts).
    alias: { '@testing-library/user-event': `${root}.storybook/oneUserEvent.ts` },
  },
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
    name,
    exclude,
    isolate: false,
    // A screen file's first story waits, in its loader, for the mock backend to start in its page: 11-13 s
    // on the 2-core machine, which left a 15 s default too little for its play function.
    testTimeout: 30_000,
    // The mock backend's world, written before any story loads it (.storybook/mockBackend.ts).
    globalSetup: [`${root}.storybook/writeMockWorld.ts`],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions }),
      instances: [{ browser: 'chromium' }],
    },
  },
});

/**
 * Two projects, `--project 'storybook*'` runs both; each runs its story files in one page
 * (`isolate: false`). A page per file started the screens' mock backend again (6-7 s: the server's
 * code, then PGlite from the dump) and loaded the preview again (about 4 s), which was most of the story
 * lane; every screen story rolls the backend back first, so a file finds the world as loaded. The
 * screens have a project of their own so that no component story waits on the backend's start.
 */
export const storybookProjects = [
  storiesProject('storybook', ['apps/portal/**']),
  storiesProject('storybook-screens', ['packages/**']),
];

export default defineConfig({ test: { projects: storybookProjects } });
