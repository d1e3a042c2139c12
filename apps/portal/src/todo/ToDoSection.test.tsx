// @vitest-environment happy-dom
import { makeConference, makeRequest } from '@cet-portal/api-client/msw';
import { theme } from '@cet-portal/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import italian from '../../public/assets/i18n/it.json';
import { invalidateCall } from '../api/queries';
import { REQUEST_LISTS } from '../requests/requestLists';
import { useAuthStore } from '../session/authState';
import { ToDoSection } from './ToDoSection';

/** What the server answers now, by the envelope's path; a test changes it as the data changes. */
let answers: Record<string, unknown> = {};
const pending = (identifiers: readonly number[]) => ({
  result: identifiers.map((identifier) => makeRequest({ state: 'PENDING', identifier })),
  total: identifiers.length,
});

const renderSection = (role: 'SEG' | 'PRE') => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <ToDoSection forRole={role} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return queryClient;
};

describe('the to-do list after a change elsewhere', () => {
  beforeAll(async () => {
    await i18next.use(initReactI18next).init({ lng: 'it', resources: { it: { translation: italian } } });
  });
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const { path } = JSON.parse(String(init.body));
        return new Response(JSON.stringify({ data: answers[path] }), { status: 200 });
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the secretariat a request sent meanwhile once a write refreshes the request lists', async () => {
    useAuthStore.setState({ activeRole: 'SEG' });
    answers = { '/request/find': pending([1, 2]) };
    const queryClient = renderSection('SEG');
    expect(await screen.findByRole('heading', { name: 'Da verificare (2)' })).toBeDefined();

    answers = { '/request/find': pending([1, 2, 3]) };
    // What a decision, a restore or a new deadline refreshes on success.
    await act(() => invalidateCall(queryClient, ...REQUEST_LISTS));

    expect(await screen.findByRole('heading', { name: 'Da verificare (3)' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Verifica la richiesta N. 3' })).toBeDefined();
  });

  it('takes a closed meeting off the president’s list once a meeting write refreshes the meetings', async () => {
    useAuthStore.setState({ activeRole: 'PRE' });
    const toOpen = makeConference({ subject: 'Riunione di marzo' });
    const toClose = makeConference({ subject: 'Riunione di febbraio', openDate: '2026-02-10T09:00:00.000Z' });
    answers = { '/conference/find': { result: [toOpen, toClose], total: 2 } };
    const queryClient = renderSection('PRE');
    expect(
      await screen.findByRole('link', { name: 'Chiudi la riunione: Riunione di febbraio' }),
    ).toBeDefined();

    const closed = { ...toClose, closeDate: '2026-02-10T13:00:00.000Z' };
    answers = { '/conference/find': { result: [toOpen, closed], total: 2 } };
    // What opening, closing or changing a meeting refreshes.
    await act(() => invalidateCall(queryClient, 'conference'));

    expect(await screen.findByRole('heading', { name: 'Riunioni da aprire o chiudere (1)' })).toBeDefined();
    expect(screen.queryByRole('link', { name: /Riunione di febbraio/ })).toBeNull();
  });
});
