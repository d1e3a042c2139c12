// The floor's first view: what the portal's entry holds before any page (React, styled-components,
// i18next, TanStack Query, zod); each page is a chunk of its own, as each of the portal's routes is.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { type ComponentType, lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import styled, { createGlobalStyle } from 'styled-components';
import { z } from 'zod';

const Global = createGlobalStyle`
  body { margin: 0; font-family: system-ui, sans-serif; color: #1a1a1a; }
`;
const Banner = styled.header`
  background: #0066cc;
  color: #fff;
  padding: 1rem;
`;

/** The header reads the signed-in user and its texts, as the portal's does in its first view. */
const Header = () => {
  const { t } = useTranslation();
  const { data: user } = useQuery({ queryKey: ['user'], queryFn: async () => 'Mario Rossi' });
  return (
    <Banner>
      {t('portal')} {user}
    </Banner>
  );
};

void i18next.use(initReactI18next).init({
  initAsync: false,
  lng: 'it',
  resources: { it: { translation: { portal: 'Portale CET', title: 'Lista Richieste' } } },
});

// The portal has the contract's zod by its first call, before any page's own code.
z.object({ title: z.string() }).parse({ title: '' });

/** Draws the shell, then the page that `load` brings in a chunk of its own. */
export const mountPage = (load: () => Promise<ComponentType>) => {
  const Page = lazy(async () => ({ default: await load() }));
  createRoot(document.getElementById('root') as HTMLElement).render(
    <QueryClientProvider client={new QueryClient()}>
      <Global />
      <Header />
      <Suspense fallback={<p>Caricamento…</p>}>
        <Page />
      </Suspense>
    </QueryClientProvider>,
  );
};
