import type { RoleName } from '@cet-portal/api-client';
import type { QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadParts, type PageComponent, type RouteParts, withProps } from '../app/lazyPart';
import { loadWithAria } from '../app/lazyWithAria';
import { RequireAuth } from '../auth/RequireAuth';
import { type FirstCall, fetchAhead } from './fetchAhead';

/** Who may open a page: anyone, any signed-in user (with or without a role), or these roles only. */
export type PageAccess = 'public' | 'signed-in' | readonly RoleName[];

/** A page's code and, when one page serves several routes, the settings of this one (required when the page takes any). */
type PageCode<Props extends object> = { Page: () => Promise<PageComponent<Props>> } & (Partial<
  Record<string, never>
> extends Props
  ? { props?: Props }
  : { props: Props });

/** What a page's `route.ts` declares: everything the portal needs to route to it. */
export type PageDeclaration<
  Props extends object,
  Data,
  Error,
  Selected,
  Key extends QueryKey,
> = PageCode<Props> & {
  /** The page's address under the shell, as React Router writes it: 'showRequest/:id'. */
  path: string;
  /** The page is the site's root ('/') too. */
  index?: boolean;
  access: PageAccess;
  /** The page's first call, started while the page's code is still on its way. */
  firstCall?: FirstCall<Data, Error, Selected, Key>;
  /**
   * The first view's page, which uses no React Aria component: drawn without React Aria's providers,
   * whose code would weigh on the first view (its budget: docs/BENCHMARKS.md).
   */
  plain?: boolean;
};

/**
 * The page loaded with React Aria's locale and router around it; the page's own parts (lazyPart) are
 * read from the page as loaded, before any wrapping, for the route's handle (prefetchOnIntent).
 */
const loadPage = async (load: () => Promise<PageComponent>): Promise<[ComponentType, RouteParts]> => {
  const loading = load();
  const Page = await loadWithAria(() => loading);
  const page = await loading;
  return [Page, { loadParts: () => loadParts(page) }];
};

const guarded = (Page: ComponentType, roles: readonly RoleName[] | undefined) => () => (
  <RequireAuth roles={roles}>
    <Page />
  </RequireAuth>
);

/**
 * A page's routes, from its declaration: the page is its own chunk, loaded when first visited or when a
 * link to it shows the intent to open it, with its parts; behind the login guard unless public, with
 * the guard's roles; its first call started ahead of its code, for those roles only. A page sees none
 * of this: it is a component, its parts and its queries.
 */
export const definePage = <Props extends object, Data, Error, Selected, Key extends QueryKey>(
  declaration: PageDeclaration<Props, Data, Error, Selected, Key>,
): RouteObject[] => {
  const { path, index, access, firstCall, plain, Page, props } = declaration;
  const page = async () => {
    const loaded = await Page();
    return props ? withProps(loaded, props) : (loaded as PageComponent);
  };
  const roles = typeof access === 'string' ? undefined : access;
  const lazy = async (): Promise<{ Component: ComponentType; handle?: RouteParts }> => {
    const [Component, handle] = plain ? [(await page()) as ComponentType] : await loadPage(page);
    return {
      Component: access === 'public' ? Component : guarded(Component, roles),
      ...(handle && { handle }),
    };
  };
  const route = { lazy, ...(firstCall && fetchAhead(firstCall, roles)) };
  return [...(index ? [{ index: true, ...route }] : []), { path, ...route }];
};
