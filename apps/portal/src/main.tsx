import '@fontsource/titillium-web/400.css';
import '@fontsource/titillium-web/600.css';
import { GlobalStyle, theme } from '@cet-portal/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { Layout } from './app/Layout';
import { setupI18n } from './i18n/setupI18n';
import { HomePage } from './pages/HomePage';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const i18n = await setupI18n();
createRoot(root).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <Layout>
          <HomePage />
        </Layout>
      </ThemeProvider>
    </I18nextProvider>
  </StrictMode>,
);
