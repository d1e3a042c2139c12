// @vitest-environment happy-dom
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../api/queryClient';
import { lazyPart } from '../app/lazyPart';
import { useAuthStore } from '../session/authState';
import { definePage } from './definePage';

/** A page with one part, whose code is counted when loaded. */
const pageWithPart = () => {
  const partCode = vi.fn(async () => () => null);
  const Page = Object.assign((_props: { title: string }) => null, { parts: [lazyPart(partCode)] });
  return { Page, partCode };
};

/** What React Router gets from the route's `lazy` when the page is first visited. */
const visit = async (route: RouteObject) => {
  if (typeof route.lazy !== 'function') throw new Error('the page is not its own chunk');
  return route.lazy();
};

afterEach(() => {
  queryClient.clear();
  useAuthStore.setState({ isAuthenticated: false, activeRole: null });
});

describe('a page declared with definePage', () => {
  it("loads the page's parts when asked, not before: on the intent to open it", async () => {
    const { Page, partCode } = pageWithPart();
    const [route] = definePage({
      path: 'requestListAll',
      access: ['SEG'],
      Page: async () => Page,
      props: { title: 'Lista di tutte le Richieste' },
    });
    const loaded = await visit(route as RouteObject);
    expect(loaded.Component).toBeTypeOf('function');
    expect(partCode).not.toHaveBeenCalled();
    await (loaded.handle as { loadParts: () => Promise<unknown> }).loadParts();
    expect(partCode).toHaveBeenCalledTimes(1);
  });

  it('answers the root too when it is the index page, with the same code', async () => {
    const Page = vi.fn(() => null);
    const load = vi.fn(async () => Page);
    const routes = definePage({ path: 'home', index: true, access: 'public', plain: true, Page: load });
    expect(routes.map(({ index, path }) => ({ index, path }))).toEqual([
      { index: true, path: undefined },
      { index: undefined, path: 'home' },
    ]);
    // The first view's page comes as it is, without React Aria around it.
    await expect(visit(routes[0] as RouteObject)).resolves.toEqual({ Component: Page });
  });

  it("starts the page's first call ahead of its code, only for the roles the guard lets in", async () => {
    const queryFn = vi.fn(async () => ({ _id: '7' }));
    const [route] = definePage({
      path: 'showRequest/:id',
      access: ['SEG'],
      Page: async () => () => null,
      firstCall: async ({ params }) => ({ queryKey: ['request', params.id], queryFn }),
    });
    const loader = (route as RouteObject).loader as (args: unknown) => Promise<null>;
    const args = { request: new Request('http://localhost/showRequest/7'), params: { id: '7' } };

    useAuthStore.setState({ isAuthenticated: true, activeRole: 'RIC' });
    await loader(args);
    expect(queryFn).not.toHaveBeenCalled();

    useAuthStore.setState({ activeRole: 'SEG' });
    await loader(args);
    await vi.waitFor(() => expect(queryClient.getQueryData(['request', '7'])).toEqual({ _id: '7' }));
  });

  it('has no loader when the page asks nothing ahead', () => {
    const [route] = definePage({ path: 'dashboard', access: 'signed-in', Page: async () => () => null });
    expect(route).not.toHaveProperty('loader');
  });
});

describe("the portal's pages", () => {
  const declarations = import.meta.glob('../pages/**/route.ts');
  const stories = Object.keys(import.meta.glob('../pages/**/*.stories.tsx'));
  const pages = Object.keys(import.meta.glob('../pages/**/*Page.tsx'));
  const folderOf = (file: string) => file.slice(0, file.lastIndexOf('/'));

  it('are each declared in a route.ts of their own folder, beside their screen stories', () => {
    const declared = Object.keys(declarations).map(folderOf);
    expect(pages.map(folderOf).filter((folder) => !declared.includes(folder))).toEqual([]);
    expect(declared.filter((folder) => !stories.some((story) => folderOf(story) === folder))).toEqual([]);
  });
});
