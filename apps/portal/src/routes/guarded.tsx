import type { RoleName } from '@cet-portal/api-client';
import type { ComponentType } from 'react';
import { RequireAuth } from '../auth/RequireAuth';

/**
 * A lazy route whose page sits behind the login guard, for the given roles (all signed-in roles
 * when none are given). The page is its own chunk, loaded when first visited.
 */
export const guardedPage =
  (load: () => Promise<ComponentType>, roles?: readonly RoleName[]) =>
  async (): Promise<{ Component: ComponentType }> => {
    const Page = await load();
    const Component = () => (
      <RequireAuth roles={roles}>
        <Page />
      </RequireAuth>
    );
    return { Component };
  };

/** A lazy public route. */
export const publicPage =
  (load: () => Promise<ComponentType>) => async (): Promise<{ Component: ComponentType }> => ({
    Component: await load(),
  });
