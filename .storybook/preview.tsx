import '@fontsource/titillium-web/400.css';
import '@fontsource/titillium-web/600.css';
import '@fontsource/titillium-web/700.css';
import { GlobalStyle, RoleProvider, theme } from '@cet-portal/ui';
import type { Loader, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { I18nProvider } from 'react-aria-components';
import { I18nextProvider } from 'react-i18next';
import { configure } from 'storybook/test';
import { ThemeProvider } from 'styled-components';
import { applyStoryLocale, storybookI18n, storyLocale } from './i18n';
import { rollBackMockBackend } from './mockBackend';

const ROLES = ['RIC', 'SEG', 'CET', 'PRE', 'ADMIN'] as const;

// A play function's `waitFor` and `findBy…` without a timeout of their own wait 5 s, not Testing
// Library's 1 s: on a shared 2-core machine a screen's redraw after a click took longer, and the story
// failed in the static Storybook ('Timed out in waitFor'). A passing story waits no longer for it.
configure({ asyncUtilTimeout: 5_000 });

/**
 * MSW and the API client's handlers (with the contract's schemas) load with the first story that may
 * call the API. `@cet-portal/ui` never imports the client (scripts/check-import-arrows.mjs refuses it),
 * so its stories and docs pages, the designers' first pages, load neither nor start the service worker.
 */
const mockApi: Loader = async (context) => {
  // The story file's path, as the index names it ('./packages/ui/src/…'); the stories lane, which has
  // none, starts the worker for every story as before.
  if (String(context.parameters.fileName ?? '').startsWith('./packages/ui/')) return;
  const { mockWorkerLoader } = await import('./mockWorker');
  await mockWorkerLoader(context);
};

const preview: Preview = {
  loaders: [applyStoryLocale, mockApi, rollBackMockBackend],
  globalTypes: {
    locale: {
      description: 'Lingua',
      toolbar: {
        title: 'Lingua',
        icon: 'globe',
        items: [
          { value: 'it', title: 'ITA' },
          { value: 'en', title: 'ENG' },
        ],
        dynamicTitle: true,
      },
    },
    role: {
      description: 'Ruolo attivo',
      toolbar: {
        title: 'Ruolo',
        icon: 'user',
        items: [
          { value: 'NONE', title: 'Non autenticato' },
          ...ROLES.map((role) => ({ value: role, title: role })),
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'it', role: 'RIC' },
  decorators: [
    (Story, { globals }) => {
      const locale = storyLocale(globals);
      // The toolbar's choice while a story is shown (a new story's is applied by its loader).
      useEffect(() => {
        void applyStoryLocale({ globals: { locale } });
      }, [locale]);
      const activeRole = typeof globals.role === 'string' && globals.role !== 'NONE' ? globals.role : null;
      return (
        <I18nextProvider i18n={storybookI18n}>
          {/* React Aria's locale follows the toolbar; en-GB keeps dates day-first (dd/MM/yyyy), as the spec writes them. */}
          <I18nProvider locale={locale === 'en' ? 'en-GB' : 'it-IT'}>
            <ThemeProvider theme={theme}>
              <GlobalStyle />
              <RoleProvider activeRole={activeRole}>
                <Story />
              </RoleProvider>
            </ThemeProvider>
          </I18nProvider>
        </I18nextProvider>
      );
    },
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    options: { storySort: { order: ['Introduction', 'Foundations', 'Components', 'Patterns', 'Screens'] } },
    a11y: {
      // Any violation fails the story test (CONVENTIONS.md: accessibility blocks the build).
      test: 'error',
      options: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
