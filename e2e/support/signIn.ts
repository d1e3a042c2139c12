import { type Browser, expect, type Page } from '@playwright/test';

/** The e2e lane's second server, whose access tokens live 20 seconds (playwright.config.ts). */
export const shortTokenServer = () => `http://127.0.0.1:${process.env.E2E_SESSION_PORT}`;

/** The embedded issuer's sign-in page, where the demo accounts are chosen. */
export const signInPage = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Accedi al Portale CET' });

/**
 * Signs in through the real embedded sign-in page: 'Accedi all'area personale', then the demo
 * account's button. Ends back on /home, greeted.
 */
export const signInAs = async (page: Page, fullname: string) => {
  await page.goto('/');
  await page.getByRole('link', { name: "Accedi all'area personale" }).click();
  await expect(signInPage(page)).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^${fullname}\\b`) }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(`Benvenuto, ${fullname}`)).toBeVisible();
};

/**
 * 'Esci' from the user menu. Resolves once the issuer's end of session has sent the browser back to the
 * home page, so that nothing after it meets a navigation midway.
 */
export const signOut = async (page: Page, fullname: string) => {
  const atIssuer = page.waitForURL(/\/oidc\/session\/end\b/, { waitUntil: 'commit' });
  await page.getByRole('button', { name: new RegExp(fullname) }).click();
  await page.getByRole('menuitem', { name: 'Esci' }).click();
  await atIssuer;
  await expect(page).toHaveURL(/\/(\?state=[\w-]+)?$/);
  await expect(page.getByRole('link', { name: "Accedi all'area personale" })).toBeVisible();
};

/**
 * Another user in a browser of their own, signed in through the real sign-in page. Tall by default,
 * so that a meeting's cards and a combobox's suggestions below them are in view.
 */
export const signedInPage = async (
  browser: Browser,
  fullname: string,
  viewport: { width: number; height: number } = { width: 1280, height: 1600 },
) => {
  const page = await (await browser.newContext({ viewport })).newPage();
  await signInAs(page, fullname);
  return page;
};
