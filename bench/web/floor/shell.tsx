// The floor's first view: what the portal's entry holds before any page (React, styled-components,
// i18next, TanStack Query, zod); each page is a chunk of its own, as each of the portal's routes is.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { type ComponentType, lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import styled, { createGlobalStyle } from 'styled-components';
import { z } from 'zod';

const Global = createGlobalStyle`
  body { margin: 0; font-family: system-ui, sans-serif; color: #1a1a1a; }
`;
const Header = styled.header`
  background: #0066cc;
  color: #fff;
  padding: 1rem;
`;

void i18next.use(initReactI18next).init({
  initAsync: false,
  lng: 'it',
  resources: { it: { translation: { title: 'Lista Richieste' } } },
});

// The portal has the contract's zod by its first call, before any page's own code.
z.object({ title: z.string() }).parse({ title: '' });

/** Draws the shell, then the page that `load` brings in a chunk of its own. */
export const mountPage = (load: () => Promise<ComponentType>) => {
  const Page = lazy(async () => ({ default: await load() }));
  createRoot(document.getElementById('root') as HTMLElement).render(
    <QueryClientProvider client={new QueryClient()}>
      <Global />
      <Header>Portale CET</Header>
      <Suspense fallback={<p>Caricamento…</p>}>
        <Page />
      </Suspense>
    </QueryClientProvider>,
  );
};
