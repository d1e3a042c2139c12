import { matchRoutes, type RouteObject } from 'react-router';
import type { RouteParts } from './lazyPart';

/**
 * Loads a page's chunk as soon as the user shows the intent to open it — the pointer over its link,
 * or the keyboard focus on it — so that the click finds the code already there: every page stays its
 * own chunk, off the first view, and navigation still feels instant. Each route loads once.
 */
export const prefetchOnIntent = (
  routes: RouteObject[],
  target: Pick<Document, 'addEventListener'> = document,
) => {
  const started = new WeakSet<RouteObject>();
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!link || !('pathname' in link) || (link as HTMLAnchorElement).origin !== window.location.origin)
      return;
    for (const { route } of matchRoutes(routes, (link as HTMLAnchorElement).pathname) ?? []) {
      if (typeof route.lazy !== 'function' || started.has(route)) continue;
      started.add(route);
      // With the page come the parts it loads apart (lazyPart), which a page opened directly loads
      // only as it draws them. A failed prefetch is retried by the router when the link is followed.
      route
        .lazy()
        .then((loaded) => (loaded.handle as Partial<RouteParts> | undefined)?.loadParts?.())
        .catch(() => started.delete(route));
    }
  };
  target.addEventListener('pointerover', onIntent, { passive: true });
  target.addEventListener('focusin', onIntent);
};
