// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type ListSearchParams, useListSearchParams } from './useListSearchParams';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const filterSchema = z.object({ subject: z.string().min(1).optional() });
type Filter = z.output<typeof filterSchema>;
type Field = 'subject' | 'startDate';

/** A meeting list's address, mounted in a router, with the setters of its last render. */
const mountList = async (address: string) => {
  const seen: { list?: ListSearchParams<Filter, Field> } = {};
  const List = () => {
    seen.list = useListSearchParams<Filter, Field>({
      filterSchema,
      sortFields: ['subject', 'startDate'],
      defaultSort: { startDate: -1 },
    });
    return null;
  };
  const router = createMemoryRouter([{ path: '/conferenceList', Component: List }], {
    initialEntries: [address],
  });
  const container = document.createElement('div');
  const root = createRoot(container);
  await act(async () => root.render(<RouterProvider router={router} />));
  unmounts.push(() => root.unmount());
  const list = () => {
    if (!seen.list) throw new Error('the list has not been drawn');
    return seen.list;
  };
  return { list, router, query: () => new URLSearchParams(router.state.location.search) };
};

const unmounts: (() => void)[] = [];
afterEach(() => {
  for (const unmount of unmounts.splice(0)) act(unmount);
});

describe("a list's filters, sort and page in the address", () => {
  it('keeps a search when the sort is clicked before the page has drawn the search', async () => {
    const { list, query } = await mountList('/conferenceList?size=20');
    // Both from one render: 'Cerca', then a column header, faster than React draws the search.
    const { setFilter, setSort } = list();
    await act(async () => {
      setFilter({ subject: 'seduta' });
      setSort({ subject: 1 });
    });
    expect(Object.fromEntries(query())).toEqual({ subject: 'seduta', sort: 'subject', size: '20' });
    expect(list().filter).toEqual({ subject: 'seduta' });
  });

  it('follows the address when the user goes back, and writes from there', async () => {
    const { list, router, query } = await mountList('/conferenceList?subject=marzo');
    await act(async () => list().setFilter({ subject: 'aprile' }));
    expect(query().get('subject')).toBe('aprile');
    await act(async () => router.navigate(-1));
    expect(list().filter).toEqual({ subject: 'marzo' });
    await act(async () => list().setPage(2));
    expect(Object.fromEntries(query())).toEqual({ subject: 'marzo', page: '2' });
  });
});
