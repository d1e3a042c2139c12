import { type ComponentType, createElement, lazy } from 'react';

/**
 * A part of a page that the page loads apart, below what it draws first, so that what it draws first comes sooner
 * (docs/BENCHMARKS.md, twelfth round):
 * `React.lazy` of it, and `load` for whoever wants its code ahead.
 */
export const lazyPart = <Props extends object>(load: () => Promise<ComponentType<Props>>) =>
  Object.assign(
    lazy(async () => ({ default: await load() })),
    { load },
  );

/** A page's component, with the parts it loads apart. */
export type PageComponent<Props extends object = object> = ComponentType<Props> & {
  parts?: readonly { load: () => Promise<unknown> }[];
};

/** A page drawn with the given props (a route's own settings), keeping the parts it loads apart. */
export const withProps = <Props extends object>(Page: PageComponent<Props>, props: Props): PageComponent =>
  Object.assign(() => createElement(Page, props), { parts: Page.parts });

/**
 * Loads a page's parts: when a link to the page shows the intent to open it (prefetchOnIntent), the
 * click finds them there, as it finds the page. A page opened directly loads them as it draws them.
 */
export const loadParts = (page: Pick<PageComponent, 'parts'>) =>
  Promise.all((page.parts ?? []).map((part) => part.load()));

/** What a page's route offers in its `handle`: its parts' loading (routes/definePage.tsx). */
export interface RouteParts {
  loadParts: () => Promise<unknown>;
}
