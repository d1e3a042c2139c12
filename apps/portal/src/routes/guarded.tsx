import type { RoleName } from '@cet-portal/api-client';
import type { QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { loadParts, type PageComponent, type RouteParts } from '../app/lazyPart';
import { loadWithAria } from '../app/lazyWithAria';
import { RequireAuth } from '../auth/RequireAuth';
import { type FirstCall, fetchAhead } from './fetchAhead';

/** What a lazy route gives React Router: its page, and its parts' loading in its handle. */
interface LoadedPage {
  Component: ComponentType;
  handle: RouteParts;
}

/**
 * A page loaded with React Aria's locale and router around it; the page's own parts (lazyPart) are
 * read from the page as loaded, before any wrapping, for the route's handle (prefetchOnIntent).
 */
const loadPage = async (load: () => Promise<PageComponent>): Promise<[ComponentType, RouteParts]> => {
  const loading = load();
  const Page = await loadWithAria(() => loading);
  const page = await loading;
  return [Page, { loadParts: () => loadParts(page) }];
};

/**
 * A lazy route whose page sits behind the login guard, for the given roles (all signed-in roles
 * when none are given). The page is its own chunk, loaded when first visited.
 */
export const guardedPage =
  (load: () => Promise<PageComponent>, roles?: readonly RoleName[]) => async (): Promise<LoadedPage> => {
    const [Page, handle] = await loadPage(load);
    const Component = () => (
      <RequireAuth roles={roles}>
        <Page />
      </RequireAuth>
    );
    return { Component, handle };
  };

/**
 * A guarded route, its roles given once for both its page and the first call the route starts ahead
 * of the page's code (fetchAhead), which is skipped for a role the guard would refuse.
 */
export const guardedRoute = <Data, Error, Selected, Key extends QueryKey>({
  page,
  roles,
  ahead,
}: {
  page: () => Promise<PageComponent>;
  roles?: readonly RoleName[];
  ahead?: FirstCall<Data, Error, Selected, Key>;
}) => ({ lazy: guardedPage(page, roles), ...(ahead && fetchAhead(ahead, roles)) });

/** A lazy public route. */
export const publicPage = (load: () => Promise<PageComponent>) => async (): Promise<LoadedPage> => {
  const [Component, handle] = await loadPage(load);
  return { Component, handle };
};

/**
 * A lazy public route whose page uses no React Aria component: the home page, whose first view must
 * stay light (its weight budget: docs/BENCHMARKS.md).
 */
export const plainPage =
  (load: () => Promise<ComponentType>) => async (): Promise<{ Component: ComponentType }> => ({
    Component: await load(),
  });
