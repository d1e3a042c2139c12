import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { callApi } from '../support/api';
import { signInAs } from '../support/signIn';
import { expect, test } from '../support/test';

interface RequestRow {
  _id: string;
  identifier: number | null;
  protocolDate: string | null;
  requestDocument: { fileName: string } | null;
}

/** A demo request awaiting evaluation, with its request form (journeys that use the form leave no protocol date). */
const pendingDemoRequest = async (page: Page) => {
  const { result } = await callApi<{ result: RequestRow[] }>(page, 'SEG', 'POST', '/request/find', {
    query: { states: ['PENDING'] },
    take: 50,
  });
  const request = result.find((row) => row.protocolDate !== null && row.requestDocument !== null);
  if (!request) throw new Error('Nessuna richiesta dimostrativa in attesa di valutazione');
  return request;
};

const dashedToday = () => {
  const [year, month, day] = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' }).split('-');
  return `${day}-${month}-${year}`;
};

test.describe("a request's 'Cronologia'", () => {
  test('the secretariat reads who did what, sees its own download, filters by kind and exports the history as PDF', async ({
    page,
  }) => {
    await signInAs(page, 'Giulia Bianchi');
    const request = await pendingDemoRequest(page);
    await page.goto(`/showRequest/${request._id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Dettaglio richiesta' })).toBeVisible();

    const history = page.getByRole('grid', { name: /^Cronologia: \d+ event[oi]$/ });
    // A demo request may have been sent twice (after an integration): the first sending is the last row.
    const sendings = history.getByRole('row').filter({ hasText: 'Ha inviato la richiesta' });
    await expect(sendings.last().getByText('Richiedente')).toBeVisible();
    await expect(
      history
        .getByRole('row')
        .filter({ hasText: 'Ha registrato il protocollo' })
        .first()
        .getByText('Amministratore'),
    ).toBeVisible();

    // Reading the request form is a download the staff's history keeps.
    const form = page.waitForEvent('download');
    await page.getByRole('button', { name: `Scarica ${request.requestDocument?.fileName}` }).click();
    await form;
    await page.getByRole('button', { name: /Tipo di evento/ }).click();
    await page.getByRole('option', { name: 'Scaricamento' }).click();
    const download = history
      .getByRole('row')
      .filter({ hasText: `Ha scaricato il modulo della richiesta «${request.requestDocument?.fileName}»` });
    await expect(download).toHaveCount(1);
    await expect(download.getByText('Giulia Bianchi')).toBeVisible();
    await expect(download.getByText('Segreteria')).toBeVisible();
    await expect(history.getByRole('row').filter({ hasText: 'Ha inviato la richiesta' })).toHaveCount(0);

    const exported = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Esporta la cronologia in PDF' }).click();
    const file = await exported;
    expect(file.suggestedFilename()).toBe(`Cronologia_richiesta_${request.identifier}_${dashedToday()}.pdf`);
    expect((await readFile(await file.path())).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
