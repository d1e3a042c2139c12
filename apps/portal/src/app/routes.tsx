import type { RouteObject } from 'react-router';
import { PageLoading } from './PageLoading';
import { Shell } from './Shell';

/**
 * Every page's routes, from the `route.ts` of its folder under pages/ (routes/definePage.tsx): a new
 * page is a new folder, and nothing here changes. Each page is its own chunk, loaded when first
 * visited; the modules read here hold only the declarations.
 */
const pageRoutes = Object.values(
  import.meta.glob<RouteObject[]>('../pages/**/route.ts', { eager: true, import: 'route' }),
).flat();

/**
 * The portal's route table, apart from the browser router so that Storybook's screens mount the same
 * table in a memory router.
 */
export const routes: RouteObject[] = [
  {
    element: <Shell />,
    // Shown while the first page's chunk loads.
    HydrateFallback: PageLoading,
    children: pageRoutes,
  },
];
