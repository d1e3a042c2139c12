import { expect, type Page } from '@playwright/test';

/** The two widths every everyday journey runs at: a desktop and a phone. */
export const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/** A main-menu link: on a phone the menu first opens behind 'Apri il menu'. */
export const menuLink = async (page: Page, name: string) => {
  const burger = page.getByRole('button', { name: 'Apri il menu' });
  if (await burger.isVisible()) await burger.click();
  return page.getByRole('navigation', { name: 'Menu principale' }).getByRole('link', { name, exact: true });
};

/** The page never scrolls sideways: nothing is wider than the window. */
export const expectNoSidewaysScroll = async (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
