import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { callApi } from '../support/api';
import { signedInPage } from '../support/signIn';

const phase = process.env.SCREENSHOT_PHASE ?? 'after';
const folder = fileURLToPath(new URL(`../../docs/screenshots/${phase}/`, import.meta.url));
const widths = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** What the figures of docs/screenshots/README.md compare: the page's height and sideways overflow. */
const measure = (page: Page) =>
  page.evaluate(() => ({
    pageHeight: document.documentElement.scrollHeight,
    pageScrollWidth: document.documentElement.scrollWidth,
    viewportWidth: window.innerWidth,
  }));

test('the request list and a request detail, at 1280 and 390 pixels', async ({ browser }) => {
  test.setTimeout(120_000);
  mkdirSync(folder, { recursive: true });
  const figures: Record<string, unknown> = {};
  for (const size of widths) {
    const page = await signedInPage(browser, 'Giulia Bianchi', { width: size.width, height: size.height });
    await page.goto('/requestListInProgress');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('In attesa di valutazione').first()).toBeVisible();
    await page.screenshot({ path: `${folder}request-list-${size.name}.png`, fullPage: true });
    figures[`request-list-${size.name}`] = await measure(page);

    const [pending] = (
      await callApi<{ result: { _id: string }[] }>(page, 'SEG', 'POST', '/request/find', {
        query: { states: ['PENDING'] },
        take: 1,
      })
    ).result;
    await page.goto(`/showRequest/${pending?._id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Dettaglio richiesta' })).toBeVisible();
    await expect(page.getByText('Caricamento delle riunioni…')).toHaveCount(0);
    await page.screenshot({ path: `${folder}request-detail-${size.name}.png`, fullPage: true });
    figures[`request-detail-${size.name}`] = await measure(page);
    await page.context().close();
  }
  writeFileSync(`${folder}figures.json`, `${JSON.stringify(figures, null, 2)}\n`);
});
