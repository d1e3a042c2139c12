// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { lazyPart, withProps } from '../app/lazyPart';
import { guardedPage, publicPage } from './guarded';

/** A page with one part, whose code is counted when loaded. */
const pageWithPart = () => {
  const partCode = vi.fn(async () => () => null);
  const Page = Object.assign((_props: { title: string }) => null, { parts: [lazyPart(partCode)] });
  return { Page, partCode };
};

describe("a lazy route's handle", () => {
  it('loads the parts of the page behind the login guard, not before it is asked to', async () => {
    const { Page, partCode } = pageWithPart();
    const route = await guardedPage(async () => withProps(Page, { title: 'Lista Richieste' }), ['SEG'])();
    expect(partCode).not.toHaveBeenCalled();
    await route.handle.loadParts();
    expect(partCode).toHaveBeenCalledTimes(1);
  });

  it('loads the parts of a public page too', async () => {
    const { Page, partCode } = pageWithPart();
    const route = await publicPage(async () => withProps(Page, { title: 'Accedi' }))();
    await route.handle.loadParts();
    expect(partCode).toHaveBeenCalledTimes(1);
  });

  it('has nothing to load for a page without parts', async () => {
    const route = await publicPage(async () => () => null)();
    await expect(route.handle.loadParts()).resolves.toEqual([]);
  });
});
