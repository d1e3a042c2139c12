import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';

test.describe('the home page of the running portal', () => {
  test('greets the visitor in Italian and names the tab', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Benvenuto nel portale del Comitato Etico Territoriale' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Benvenuto nel portale del Comitato Etico Territoriale - Portale CET');
  });

  test('lets a keyboard user skip straight to the content', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Vai al contenuto principale' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('has no WCAG 2.1 AA violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations).toEqual([]);
  });

  test('is served by the same process as the API', async ({ request }) => {
    const health = await request.get('/api/health');
    expect(health.status()).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
  });
});
