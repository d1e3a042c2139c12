import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { signInAs } from '../support/signIn';
import { expect, test } from '../support/test';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test.describe('the documentation page', () => {
  test('is public: anyone downloads the fee sheet and the form archive of a category', async ({ page }) => {
    await page.goto('/documentation');
    await expect(page.getByRole('heading', { level: 1, name: 'Documentazione' })).toBeVisible();
    await expect(page).toHaveTitle('Documentazione - Portale CET');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Oneri per la sottomissione delle pratiche' }),
    ).toBeVisible();

    const feeSheet = page.waitForEvent('download');
    await page.getByRole('button', { name: /^Scarica Oneri per la sottomissione delle pratiche/ }).click();
    const feeFile = await feeSheet;
    expect(feeFile.suggestedFilename()).toBe('Oneri per la sottomissione delle pratiche.pdf');
    expect((await readFile(await feeFile.path())).subarray(0, 5).toString()).toBe('%PDF-');

    for (const group of ['Sperimentazioni e studi', 'Uso compassionevole', 'Emendamenti sostanziali']) {
      await expect(page.getByRole('heading', { level: 3, name: group })).toBeVisible();
    }
    const archive = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Scarica la modulistica F' }).click();
    const zip = await archive;
    expect(zip.suggestedFilename()).toBe('Modulistica_F.zip');
    expect((await readFile(await zip.path())).subarray(0, 2).toString()).toBe('PK');
  });

  test('has no WCAG 2.1 AA violations', async ({ page }) => {
    await page.goto('/documentation');
    await expect(page.getByRole('button', { name: 'Scarica la modulistica A1' })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
    expect(results.violations).toEqual([]);
  });

  test('lets ADMIN replace the fee sheet, which everyone then downloads', async ({ page }) => {
    await signInAs(page, 'Marco Colombo');
    await page.goto('/documentation');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Sostituisci file' }).click();
    await (await chooser).setFiles({
      name: 'Oneri 2027.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
    await expect(page.getByText('Documento degli oneri aggiornato')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Scarica Oneri 2027.pdf' })).toBeVisible();
  });
});

test.describe('the shell', () => {
  test('switches every text to English and back', async ({ page }) => {
    await page.goto('/documentation');
    await page.getByRole('radio', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Documentation' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('radio', { name: 'Italiano' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Documentazione' })).toBeVisible();
  });

  test("links Manuale to the guide's chapter of the active role", async ({ page }) => {
    await signInAs(page, 'Giulia Bianchi');
    await expect(page.getByRole('link', { name: /^Manuale/ })).toHaveAttribute(
      'href',
      '/manuale/index.html#seg',
    );
  });

  test('shows the 404 page for an unknown address and the 403 page for a page of another role', async ({
    page,
  }) => {
    await signInAs(page, 'Mario Rossi');
    await page.goto('/nonEsiste');
    await expect(page.getByText('404')).toBeVisible();
    await page.goto('/rolePanel');
    await expect(page.getByText('403')).toBeVisible();
  });
});
