import { expect, type Page } from '@playwright/test';

/**
 * Signs in through the real embedded sign-in page: 'Accedi all'area personale', then the demo
 * account's button. Ends back on /home, greeted.
 */
export const signInAs = async (page: Page, fullname: string) => {
  await page.goto('/');
  await page.getByRole('link', { name: "Accedi all'area personale" }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Accedi al Portale CET' })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^${fullname}\\b`) }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(`Benvenuto, ${fullname}`)).toBeVisible();
};
