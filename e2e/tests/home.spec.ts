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

  test('paints its header and heading from the HTML, before any script, then the portal takes over', async ({
    browser,
    request,
  }) => {
    // What a phone paints before the scripts arrive: the home page's own first view; any other address
    // shows the loading indicator, never the home page's content.
    const home = await (await request.get('/')).text();
    expect(home).toContain('Benvenuto nel portale del Comitato Etico Territoriale</h1>');
    const other = await (await request.get('/requestList')).text();
    expect(other).toContain('Caricamento della pagina');
    expect(other).not.toContain('Benvenuto nel portale');

    const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
    const still = await withoutScripts.newPage();
    await still.goto('/');
    await expect(still.locator('#first-view h1')).toHaveText(
      'Benvenuto nel portale del Comitato Etico Territoriale',
    );
    await expect(still.locator('#first-view header')).toBeVisible();
    await withoutScripts.close();
  });

  test('leaves one page once its code runs: the first view gone, the portal shown', async ({ page }) => {
    await page.goto('/');
    // The footer is the portal's alone: the first view stops above the fold.
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.locator('#first-view')).toHaveCount(0);
    await expect(page.locator('#root')).toBeVisible();
    await expect(page.locator('h1')).toHaveCount(1);
    // The site's header once (the home content may bring a <header> of its own, inside the page).
    await expect(page.getByRole('banner')).toHaveCount(1);
  });

  test('is served by the same process as the API', async ({ request }) => {
    const health = await request.get('/api/health');
    expect(health.status()).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
  });
});
