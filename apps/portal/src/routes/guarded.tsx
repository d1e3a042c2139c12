import type { RoleName } from '@cet-portal/api-client';
import type { ComponentType } from 'react';
import { loadParts, type PageComponent, type RouteParts } from '../app/lazyPart';
import { loadWithAria } from '../app/lazyWithAria';
import { RequireAuth } from '../auth/RequireAuth';

/**
 * A lazy route whose page sits behind the login guard, for the given roles (all signed-in roles
 * when none are given). The page is its own chunk, loaded when first visited, with React Aria's
 * locale and router around it.
 */
export const guardedPage =
  (load: () => Promise<PageComponent>, roles?: readonly RoleName[]) =>
  async (): Promise<{ Component: ComponentType; handle: RouteParts }> => {
    const Page = await loadWithAria(load);
    const Component = () => (
      <RequireAuth roles={roles}>
        <Page />
      </RequireAuth>
    );
    return { Component, handle: { loadParts: () => loadParts(Page) } };
  };

/** A lazy public route, with React Aria's locale and router around it. */
export const publicPage =
  (load: () => Promise<ComponentType>) => async (): Promise<{ Component: ComponentType }> => ({
    Component: await loadWithAria(load),
  });

/**
 * A lazy public route whose page uses no React Aria component: the home page, whose first view must
 * stay light (issue 17).
 */
export const plainPage =
  (load: () => Promise<ComponentType>) => async (): Promise<{ Component: ComponentType }> => ({
    Component: await load(),
  });
