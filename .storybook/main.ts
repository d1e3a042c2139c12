import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import remarkGfm from 'remark-gfm';
import { serverInBrowser } from './serverInBrowser';

const config: StorybookConfig = {
  stories: [
    '../docs/storybook/**/*.mdx',
    '../packages/*/src/**/*.mdx',
    '../packages/*/src/**/*.stories.tsx',
    '../apps/portal/src/**/*.stories.tsx',
  ],
  addons: [
    {
      // GitHub-flavoured Markdown in the MDX docs: without it, their tables (the Screens overview's
      // routes and roles) render as raw '| … |' text. Storybook's recommended set-up for MDX tables.
      name: '@storybook/addon-docs',
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // The MSW worker script lives here (it is committed: npm does not run msw's postinstall on this machine).
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    // Workspace packages resolve to their sources, so stories never need a rebuild of a package.
    return mergeConfig(viteConfig, {
      resolve: {
        conditions: ['@cet-portal/source', 'module', 'browser', 'development|production'],
        // React Aria's testers (a table story's play) and the stories drive a page through one
        // user-event, as in the stories lane (.storybook/oneUserEvent.ts): with a second copy loaded,
        // the typing of every story shown after it in the same preview was lost.
        alias: {
          '@testing-library/user-event': fileURLToPath(new URL('./oneUserEvent.ts', import.meta.url)),
        },
      },
      plugins: [serverInBrowser()],
      // PGlite finds its .wasm and .data beside its own module, which pre-bundling would move.
      optimizeDeps: { exclude: ['@electric-sql/pglite'], rolldownOptions: { plugins: [serverInBrowser()] } },
    });
  },
};

export default config;
