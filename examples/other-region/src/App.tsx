import { GlobalStyle, PageTitle } from '@cet-portal/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useEffect, useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { I18nextProvider, useTranslation } from 'react-i18next';
import styled, { ThemeProvider } from 'styled-components';
import { RegionHeader } from './region/RegionHeader';
import { REGION_NAMESPACE } from './region/texts';
import { regionTheme } from './region/theme';
import { NewRequest } from './requests/NewRequest';
import { RequestList } from './requests/RequestList';

/** React Aria's locale for dates and numbers: day-first English outside Italian. */
const ARIA_LOCALES: Record<string, string> = { it: 'it-IT', en: 'en-GB' };

const Main = styled.main`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;

const Page = () => {
  const { t, i18n } = useTranslation(REGION_NAMESPACE);
  useEffect(() => {
    document.documentElement.lang = i18n.language;
  }, [i18n.language]);
  return (
    <I18nProvider locale={ARIA_LOCALES[i18n.language] ?? 'it-IT'}>
      <RegionHeader />
      <Main>
        <PageTitle>{t('committeeTitle')}</PageTitle>
        <RequestList />
        <NewRequest />
      </Main>
    </I18nProvider>
  );
};

export interface AppProps {
  i18n: I18n;
}

/** Regione Altra's portal: the packages' components under the region's theme, texts and API. */
export const App = ({ i18n }: AppProps) => {
  // Failures are shown with a retry button: the demo does not retry on its own.
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={regionTheme}>
        <GlobalStyle />
        <QueryClientProvider client={queryClient}>
          <Page />
        </QueryClientProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
};
