import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { serveStorybook } from '../support/storybookServer';
import { expect, test } from '../support/test';

const storybookStatic = fileURLToPath(new URL('../../storybook-static', import.meta.url));

let storybook: Awaited<ReturnType<typeof serveStorybook>>;

test.beforeAll(async () => {
  storybook = await serveStorybook(storybookStatic);
});
test.afterAll(() => storybook.close());

/**
 * A preview starts the mock backend (PGlite and the mocks' world, docs/mock-backend.md) before its first
 * story: 4 s alone on this machine, 9 s inside the manager, and over 45 s once in CI beside the crash
 * lanes. The plays check gives a story 90 s as well.
 */
const PREVIEW_START = { timeout: 90_000 };
// Each test's limit above the preview's start (the lane's is 60 s).
test.describe.configure({ timeout: 120_000 });

/** The story's preview, as the manager frames it: rendered once its root has content. */
const openStory = async (page: Page, id: string) => {
  await page.goto(`${storybook.address}/iframe.html?id=${id}&viewMode=story`);
  await expect(page.locator('#storybook-root > *').first()).toBeVisible(PREVIEW_START);
};

test.describe("Storybook's static build under the portal's Content-Security-Policy", () => {
  test('renders a table story styled by styled-components', async ({ page }) => {
    await openStory(page, 'components-datatable--default');
    await expect(page.getByRole('grid').first()).toBeVisible();
  });

  test('renders a dialog story in its React Aria overlay', async ({ page }) => {
    await openStory(page, 'components-confirmdialog--default');
    await expect(page.getByRole('button').first()).toBeVisible();
  });

  test('renders a screen story whose data comes from the MSW service worker', async ({ page }) => {
    await openStory(page, 'screens-administration-home-panel--admin');
    await expect(page.getByRole('heading').first()).toBeVisible();
  });

  test('shows a story in the manager, which frames the preview', async ({ page }) => {
    await page.goto(`${storybook.address}/?path=/story/components-datatable--default`);
    const preview = page.frameLocator('#storybook-preview-iframe');
    await expect(preview.getByRole('grid').first()).toBeVisible(PREVIEW_START);
  });
});

test.describe("Storybook's docs pages, as a designer reads them", () => {
  test('the Screens overview shows its table of routes and roles, not raw Markdown', async ({ page }) => {
    await page.goto(`${storybook.address}/iframe.html?id=screens-panoramica--docs&viewMode=docs`);
    const table = page.getByRole('table');
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText(['Indirizzo', 'Ruoli', 'Storie']);
    await expect(table.getByRole('row', { name: /\/requestList\b/ }).first()).toContainText(
      'RIC, SEG, CET, PRE',
    );
    await expect(page.getByText('|---|')).toHaveCount(0);
  });

  test('the Introduction says once which parts are in English', async ({ page }) => {
    await page.goto(`${storybook.address}/iframe.html?id=introduction--docs&viewMode=docs`);
    await expect(page.getByText(/Lingua di queste pagine/)).toBeVisible();
  });
});
