import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { callApi, waitForState } from '../support/api';
import { type OwnRequest, sendNewRequest } from '../support/requests';
import { signedInPage, signInAs } from '../support/signIn';
import { expect, test } from '../support/test';

/**
 * The dashboard counts every request of the portal: its figures move with whatever any journey
 * sends or decides. This spec runs in the 'fresh-world' project (playwright.config.ts), on a server
 * of its own where nothing else runs, so that the figures grow by exactly what this test does.
 */
test.describe('the dashboard', () => {
  /** A figure of the dashboard, read in the table screen readers read beside its chart (0 for no row). */
  const figure = async (page: Page, table: string, row: RegExp) => {
    const rows = page.getByRole('table', { name: table }).getByRole('row', { name: row });
    if ((await rows.count()) === 0) return 0;
    return Number(await rows.getByRole('cell').first().textContent());
  };
  const BY_STATE = 'Richieste inviate nel periodo per stato';
  const BY_TYPE = 'Richieste inviate nel periodo per tipologia';
  const WAITING = 'Richieste in attesa ora';
  const figures = async (page: Page) => ({
    pending: await figure(page, BY_STATE, /^In attesa di valutazione/),
    submitted: await figure(page, BY_STATE, /^Inoltrata/),
    a1: await figure(page, BY_TYPE, /^A1 - /),
    waitingCheck: await figure(page, WAITING, /^In attesa di valutazione della segreteria/),
    waitingReview: await figure(page, WAITING, /^In attesa della decisione del Comitato/),
  });

  test("the secretariat's figures grow by exactly the requests the test sent and forwarded", async ({
    page,
    browser,
  }) => {
    const applicant = await signedInPage(browser, 'Mario Rossi');
    await signInAs(page, 'Giulia Bianchi');
    // No request left waiting for its protocol, so nothing but this test moves the figures.
    await expect
      .poll(
        async () =>
          (
            await callApi<{ count: number }>(page, 'SEG', 'POST', '/request/countByState', {
              states: ['WAIT_PROT', 'WAIT_PROT_CER'],
            })
          ).count,
        { timeout: 15_000, intervals: [1_000] },
      )
      .toBe(0);
    await page.getByRole('link', { name: 'Vai al cruscotto' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cruscotto' })).toBeVisible();
    await expect(page.getByRole('table', { name: WAITING })).toBeAttached();
    const before = await figures(page);

    const sent = [await sendNewRequest(applicant), await sendNewRequest(applicant)];
    for (const request of sent) await waitForState(page, 'SEG', request._id, 'PENDING');
    const forwarded = await callApi<OwnRequest>(page, 'SEG', 'GET', `/request/${sent[0]?._id}`);
    await callApi(page, 'SEG', 'POST', '/request/decide', {
      _id: forwarded._id,
      updated: forwarded.updated,
      state: 'SUBMITTED',
    });
    const states = await Promise.all(
      sent.map(
        async ({ _id }) => (await callApi<{ state: string }>(page, 'SEG', 'GET', `/request/${_id}`)).state,
      ),
    );
    const created = (state: string) => states.filter((candidate) => candidate === state).length;

    await page.reload();
    await expect(page.getByRole('table', { name: WAITING })).toBeAttached();
    expect(await figures(page)).toEqual({
      pending: before.pending + created('PENDING'),
      submitted: before.submitted + created('SUBMITTED'),
      a1: before.a1 + sent.length,
      waitingCheck: before.waitingCheck + created('PENDING'),
      waitingReview: before.waitingReview + created('SUBMITTED'),
    });
    expect(created('PENDING')).toBe(1);
    expect(created('SUBMITTED')).toBe(1);

    const csv = page.waitForEvent('download');
    await page.getByRole('button', { name: `Scarica CSV: ${BY_TYPE}` }).click();
    const file = await csv;
    const text = (await readFile(await file.path())).toString('utf8');
    expect(text).toContain(`A1 - Sperimentazione clinica di medicinali - profit;${before.a1 + sent.length}`);
  });
});
