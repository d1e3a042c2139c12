import '@fontsource/titillium-web/400.css';
import '@fontsource/titillium-web/600.css';
import '@fontsource/titillium-web/700.css';
import { handlers, setMockBackend } from '@cet-portal/api-client/msw';
import { GlobalStyle, RoleProvider, theme } from '@cet-portal/ui';
import type { Preview } from '@storybook/react-vite';
import { isCommonAssetRequest } from 'msw';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useEffect } from 'react';
import { I18nProvider } from 'react-aria-components';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { storybookI18n } from './i18n';
import { mockBackend, rollBackMockBackend } from './mockBackend';

const ROLES = ['RIC', 'SEG', 'CET', 'PRE', 'ADMIN'] as const;

/** Mock backend for every story: the default handlers, and a loud failure for any API call left unmocked. */
const startMockWorker = async () => {
  const worker = setupWorker(...handlers);
  await worker.start({
    quiet: true,
    serviceWorker: { url: './mockServiceWorker.js' },
    onUnhandledRequest(request, print) {
      if (isCommonAssetRequest(request)) return;
      if (new URL(request.url).pathname.startsWith('/api')) print.error();
    },
  });
  return worker;
};

// The server's calls behind every handler no story override answers, started on the first call
// (.storybook/mockBackend.ts): a story that calls nothing never loads PGlite.
setMockBackend(mockBackend);

const preview: Preview = {
  loaders: [mswLoader(startMockWorker), rollBackMockBackend],
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
      const locale = globals.locale === 'en' ? 'en' : 'it';
      useEffect(() => {
        void storybookI18n.changeLanguage(locale);
        document.documentElement.lang = locale;
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
