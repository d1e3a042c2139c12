import { GlobalStyle, theme, UI_NAMESPACE, uiResources } from '@cet-portal/ui';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { FirstView, type FirstViewKind } from './FirstView';

/**
 * A first view as HTML with its styles (`<style>` elements), in Italian, the portal's language until
 * a visitor chooses another. Run by the build in Node, never in the browser.
 */
export const renderFirstView = async (kind: FirstViewKind, translations: Record<string, unknown>) => {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'it',
    resources: { it: { translation: translations, [UI_NAMESPACE]: uiResources.it[UI_NAMESPACE] } },
    interpolation: { escapeValue: false },
  });
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <I18nextProvider i18n={i18n}>
          <ThemeProvider theme={theme}>
            <GlobalStyle />
            <FirstView kind={kind} />
          </ThemeProvider>
        </I18nextProvider>,
      ),
    );
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
};
