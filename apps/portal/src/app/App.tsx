import { GlobalStyle, theme } from '@cet-portal/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { queryClient } from '../api/queryClient';
import { PageLoading } from './PageLoading';
import { router } from './router';

export const App = ({ i18n }: { i18n: I18n }) => (
  <I18nextProvider i18n={i18n}>
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<PageLoading />}>
          <RouterProvider router={router} />
        </Suspense>
      </QueryClientProvider>
    </ThemeProvider>
  </I18nextProvider>
);
