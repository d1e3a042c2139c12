import { callApi } from '../support/api';
import { signInAs } from '../support/signIn';
import { expect, test } from '../support/test';
import { expectNoSidewaysScroll } from '../support/viewports';

/** A phone's window: what an applicant reads the list and a request on. */
const PHONE = { width: 390, height: 844 };

interface RequestRow {
  _id: string;
  identifier: number | null;
  protocolDate: string | null;
  documents: { fileName: string }[];
}

test.describe('an applicant on a phone (390×844)', () => {
  test.use({ viewport: PHONE });

  test("the list's requests start within the first two screens, under a short 'Da completare'", async ({
    page,
  }) => {
    await signInAs(page, 'Mario Rossi');
    await page.goto('/requestList');
    await expect(page.getByRole('heading', { level: 1, name: 'Lista Richieste' })).toBeVisible();

    // The demo applicant has more drafts and requests to integrate than the list shows at first.
    const toDo = page.getByRole('region', { name: /^Da completare \(\d+\)$/ });
    const showAll = toDo.getByRole('button', { name: /^Mostra tutte \(\d+\)$/ });
    await expect(showAll).toHaveAttribute('aria-expanded', 'false');
    await expect(toDo.getByRole('listitem')).toHaveCount(3);

    // On a phone the list is a list of cards, on a wider window a grid: either is named as the page.
    const results = page
      .getByRole('grid', { name: 'Lista Richieste' })
      .or(page.getByRole('list', { name: 'Lista Richieste' }));
    await expect(results.first()).toBeVisible();
    await expect(results.getByRole('link', { name: /^Visualizza la richiesta/ }).first()).toBeVisible();
    expect(
      await results.first().evaluate((element) => element.getBoundingClientRect().top + window.scrollY),
    ).toBeLessThan(2 * PHONE.height);
    await expectNoSidewaysScroll(page);
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(
      PHONE.width,
    );

    // Every item is still one press away, and folds back.
    const total = Number(/\((\d+)\)/.exec((await showAll.textContent()) ?? '')?.[1]);
    await showAll.click();
    await expect(toDo.getByRole('listitem')).toHaveCount(total);
    await expect(toDo.getByRole('button', { name: 'Mostra meno' })).toHaveAttribute('aria-expanded', 'true');
    await expectNoSidewaysScroll(page);
  });

  test("a request with attachments fits the phone's width, every attachment cell in view", async ({
    page,
  }) => {
    await signInAs(page, 'Mario Rossi');
    const { result } = await callApi<{ result: RequestRow[] }>(page, 'RIC', 'POST', '/request/find', {
      query: { states: ['PENDING'] },
      take: 50,
    });
    // A demo request (they carry a protocol date) whose attachments were uploaded.
    const request = result.find((row) => row.protocolDate !== null && row.documents.length > 0);
    if (!request) throw new Error('No demo request of Mario Rossi with attachments');

    await page.goto(`/showRequest/${request._id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Dettaglio richiesta' })).toBeVisible();
    const attachments = page.getByRole('table', { name: 'Documenti allegati alla richiesta' });
    await expect(attachments).toBeVisible();
    await expect(page.getByText('Caricamento delle riunioni…')).toHaveCount(0);

    // The country and province read by name, not by their codes.
    const promoter = page.getByRole('region', { name: 'Dati del promotore' });
    await expect(promoter.getByText('Italia', { exact: true })).toBeVisible();
    await expect(promoter.getByText('IT', { exact: true })).toHaveCount(0);
    await expect(promoter.getByText('MI', { exact: true })).toHaveCount(0);

    await expectNoSidewaysScroll(page);
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(
      PHONE.width,
    );
    const cells = attachments.getByRole('cell').or(attachments.getByRole('rowheader'));
    expect(await cells.count()).toBeGreaterThan(0);
    for (const cell of await cells.all()) {
      await cell.scrollIntoViewIfNeeded();
      const box = await cell.boundingBox();
      expect(box, 'an attachment cell is drawn').not.toBeNull();
      if (!box) continue;
      expect(box.width).toBeGreaterThan(0);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
  });
});
