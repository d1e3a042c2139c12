import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { callApi, ENVELOPE_ADDRESSES } from '../support/api';
import { signInAs } from '../support/signIn';
import { expect as baseExpect, test } from '../support/test';

// Tall enough for all ten rows of a page: the table renders only the rows in view (virtualised).
test.use({ viewport: { width: 1280, height: 1600 } });
// Each list is a fresh page load (the page's chunk, the texts, the user, then the list): on a busy
// shared machine that took more than the default 5 s, so waits are longer, the checks unchanged.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const IN_PROGRESS = ['In attesa di valutazione', 'In attesa di protocollo', 'Integrata'];
const TO_INTEGRATE = ['Da integrare'];
const SUBMITTED = ['Inoltrata'];
const ARCHIVED = ['Rifiutata', 'Accettata'];

/** Every list the staff reach from the 'Elenco Richieste' menu, with its title and the states it shows. */
const STAFF_LISTS = [
  { path: '/requestList', title: 'Lista Richieste', states: null, everyType: true },
  { path: '/requestListAll', title: 'Lista di tutte le Richieste', states: null, everyType: true },
  {
    path: '/requestListInProgress',
    title: 'Lista Richieste in lavorazione',
    states: IN_PROGRESS,
    everyType: true,
  },
  {
    path: '/requestListCompInProgress',
    title: 'Lista Richieste Usi Compassionevoli in lavorazione',
    states: IN_PROGRESS,
    everyType: false,
  },
  {
    path: '/requestListToBeIntegrated',
    title: 'Lista Richieste da integrare',
    states: TO_INTEGRATE,
    everyType: true,
  },
  {
    path: '/requestListCompToBeIntegrated',
    title: 'Lista Richieste Usi Compassionevoli da integrare',
    states: TO_INTEGRATE,
    everyType: false,
  },
  { path: '/requestListSubmitted', title: 'Lista Richieste inoltrate', states: SUBMITTED, everyType: true },
  {
    path: '/requestListCompSubmitted',
    title: 'Lista Richieste Usi Compassionevoli inoltrate',
    states: SUBMITTED,
    everyType: false,
  },
  { path: '/requestListArchivied', title: 'Lista Richieste archiviate', states: ARCHIVED, everyType: true },
  {
    path: '/requestListCompArchivied',
    title: 'Lista Richieste Usi Compassionevoli archiviate',
    states: ARCHIVED,
    everyType: false,
  },
];

type TableRow = Record<string, string>;

/**
 * The rows on screen, keyed by column header, as a screen reader reads them: what is hidden from
 * it (a badge's glyph, the cut text drawn for the eye) is left out, the full text kept.
 */
const readTable = (page: Page): Promise<TableRow[]> =>
  page.getByRole('grid').evaluate((grid) => {
    const text = (cell: Element) => {
      const copy = cell.cloneNode(true) as Element;
      for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
      return copy.textContent?.trim() ?? '';
    };
    const headers = [...grid.querySelectorAll('[role="columnheader"]')].map(text);
    return [...grid.querySelectorAll('[role="row"]')]
      .map((row) => [...row.querySelectorAll('[role="rowheader"], [role="gridcell"]')].map(text))
      .filter((cells) => cells.length > 1)
      .map((cells) => Object.fromEntries(headers.map((header, index) => [header, cells[index] ?? ''])));
  });

/** The total under the table, once the list has loaded. */
const listTotal = async (page: Page): Promise<number> => {
  const total = page.getByText(/^\d+ risultat[oi]$/);
  await expect(total).toBeVisible();
  return Number.parseInt(await total.innerText(), 10);
};

/** The identifier of a row; a highlighted row starts with its hidden label ('Da integrare: 12'). */
const identifierOf = (row: TableRow) => row.Identificativo?.match(/(\d+|Non assegnato)$/)?.[1];

const identifiers = async (page: Page) => (await readTable(page)).map(identifierOf);

/** The assigned identifiers, as numbers; drafts have none yet. */
const numbered = (shown: (string | undefined)[]) =>
  shown.filter((identifier) => identifier !== 'Non assegnato').map(Number);

const isAscending = (numbers: number[]) =>
  numbers.length > 1 && numbers.every((number, index) => index === 0 || (numbers[index - 1] ?? 0) < number);

/** A page of its own for another user, signed in through the sign-in page. */
const pageOf = async (browser: Browser, baseURL: string | undefined, sign: (page: Page) => Promise<void>) => {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await sign(page);
  return page;
};

/** Today in Italian time, as export file names write it. */
const todayDashed = () =>
  new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  })
    .format(new Date())
    .replaceAll('/', '-');

/** The rows of a CSV for Italian Excel: a BOM, then `;`-separated cells. */
const parseItalianCsv = (bytes: Buffer): string[][] => {
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parse(bytes.subarray(3).toString('utf8'), { delimiter: ';' }) as string[][];
};

/** The lines of text a PDF draws: pdfkit writes each as a TJ array of hex strings, in compressed streams. */
const pdfTexts = (pdf: Buffer): string =>
  [...pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)endstream/g)]
    .map((stream) => inflateSync(Buffer.from(stream[1] ?? '', 'latin1')).toString('latin1'))
    .flatMap((content) => [...content.matchAll(/\[([^\]]*)\]\s*TJ/g)])
    .map((array) =>
      [...(array[1] ?? '').matchAll(/<([0-9a-f]*)>/gi)]
        .map((hex) => Buffer.from(hex[1] ?? '', 'hex').toString('latin1'))
        .join(''),
    )
    .join('\n');

test.describe('the request lists of the secretariat', () => {
  test('every staff list shows its title, in the heading and the tab, and only its states and types', async ({
    page,
  }) => {
    await signInAs(page, 'Giulia Bianchi');
    for (const list of STAFF_LISTS) {
      await page.goto(list.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(list.title);
      await expect(page).toHaveTitle(`${list.title} - Portale CET`);
      const total = await listTotal(page);
      const rows = await readTable(page);
      expect(rows.length, list.path).toBe(Math.min(total, 10));
      if (list.states) {
        for (const row of rows) expect(list.states, list.path).toContain(row.Stato);
      }
      // The type column is there only on lists of every type; the others show type F alone.
      await expect(page.getByRole('columnheader', { name: 'Tipologia' })).toHaveCount(list.everyType ? 1 : 0);
      await expect(page.getByRole('columnheader', { name: 'Data ultima integrazione' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Nuova richiesta' })).toHaveCount(0);
    }
  });

  test('the count by the title is the requests awaiting evaluation, and those rows stand out', async ({
    page,
  }) => {
    await signInAs(page, 'Giulia Bianchi');
    await page.goto('/requestListInProgress?states=PENDING');
    const count = page.getByRole('status').filter({ hasText: /in attesa di valutazione$/ });
    await expect(count).toHaveText(/^\d+ richiest[ae] in attesa di valutazione$/);
    const pending = Number.parseInt(await count.innerText(), 10);
    expect(await listTotal(page)).toBe(pending);
    const rows = await readTable(page);
    expect(rows.length).toBe(Math.min(pending, 10));
    for (const row of rows) {
      expect(row.Stato).toBe('In attesa di valutazione');
      expect(row.Identificativo).toMatch(/^In attesa di valutazione: \d+$/);
    }
    await page.goto('/requestListSubmitted');
    for (const row of await readTable(page)) expect(row.Identificativo).toMatch(/^\d+$/);
  });

  test('filter, sort and page are in the address, survive a reload, and the back button restores each step', async ({
    page,
  }) => {
    await signInAs(page, 'Giulia Bianchi');
    await page.goto('/requestListAll');
    const unfiltered = await listTotal(page);

    const investigator = page.getByRole('textbox', { name: 'Sperimentatore principale' });
    await investigator.fill('galli');
    await page.getByRole('button', { name: 'Cerca' }).click();
    await expect(page).toHaveURL(/\/requestListAll\?principalInvestigator=galli$/);
    await expect(page.getByText('Pagina 1 di 2')).toBeVisible();
    const total = await listTotal(page);
    expect(total).toBeGreaterThan(10);
    for (const row of await readTable(page))
      expect(row['Sperimentatore principale']).toBe('Dott.ssa Elena Galli');

    await page.getByRole('columnheader', { name: 'Identificativo' }).click();
    await expect(page).toHaveURL(/[?&]sort=identifier(&|$)/);
    await expect(page.getByRole('columnheader', { name: 'Identificativo' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    // The previous rows stay on screen until the sorted ones arrive.
    await expect.poll(async () => isAscending(numbered(await identifiers(page)))).toBe(true);
    const firstPage = await identifiers(page);

    await page.getByRole('button', { name: 'Successiva' }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(page.getByText('Pagina 2 di 2')).toBeVisible();
    await expect
      .poll(async () => {
        const shown = await identifiers(page);
        return shown.length === total - 10 && shown.every((identifier) => !firstPage.includes(identifier));
      })
      .toBe(true);
    const secondPage = await identifiers(page);
    expect(isAscending(numbered([...firstPage, ...secondPage]))).toBe(true);

    await page.reload();
    await expect(page.getByText('Pagina 2 di 2')).toBeVisible();
    await expect(investigator).toHaveValue('galli');
    await expect(page.getByRole('columnheader', { name: 'Identificativo' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect((await readTable(page)).map(identifierOf)).toEqual(secondPage);

    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(page.getByText('Pagina 1 di 2')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/requestListAll\?principalInvestigator=galli$/);
    await expect(page.getByRole('columnheader', { name: 'Data invio' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await page.goBack();
    await expect(page).toHaveURL(/\/requestListAll$/);
    await expect(investigator).toHaveValue('');
    // The unfiltered list comes back from the server after the address changes: wait for its total.
    await expect.poll(() => listTotal(page)).toBe(unfiltered);
  });

  test('exports the filtered list as CSV and as PDF, named after the title and the day', async ({ page }) => {
    await signInAs(page, 'Giulia Bianchi');
    await page.goto('/requestListInProgress?states=PENDING&states=INTEGRATED&sort=identifier');
    const total = await listTotal(page);
    const shown = (await readTable(page)).map(identifierOf);
    const title = 'Lista Richieste in lavorazione';
    const download = page.getByRole('button', { name: 'Scarica Lista' });
    await expect(download).toBeDisabled();

    const chooseFormat = async (format: 'CSV' | 'PDF') => {
      await page.getByRole('button', { name: /formato/i }).click();
      await page.getByRole('option', { name: format }).click();
    };

    await chooseFormat('CSV');
    const [csv] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(csv.suggestedFilename()).toBe(`${title}_${todayDashed()}.csv`);
    const [header, ...rows] = parseItalianCsv(readFileSync(await csv.path()));
    expect(header).toEqual([
      'Identificativo',
      'Sperimentatore principale',
      'Titolo dello studio',
      'Oggetto',
      'Tipologia',
      'Stato',
      'Data invio',
      'Data ultima integrazione',
    ]);
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((row) => row[5]))).toEqual(new Set(['In attesa di valutazione', 'Integrata']));
    expect(rows.slice(0, shown.length).map((row) => row[0])).toEqual(shown);

    await chooseFormat('PDF');
    const [pdf] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(pdf.suggestedFilename()).toBe(`${title}_${todayDashed()}.pdf`);
    const bytes = readFileSync(await pdf.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfTexts(bytes)).toContain(title);
  });

  test('a list that fails to load or to export says so in Italian and offers to try again', async ({
    page,
  }) => {
    await signInAs(page, 'Giulia Bianchi');
    // The server's own refusal shape, for the two calls made to fail; every other call goes through.
    const failing = new Set(['/request/find', '/request/download']);
    await page.route(ENVELOPE_ADDRESSES, (route) =>
      failing.has(route.request().postDataJSON()?.path)
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({
              error: { code: 'SERVER_ERROR', message: 'Servizio momentaneamente non disponibile.' },
            }),
          })
        : route.fallback(),
    );
    await page.goto('/requestListSubmitted');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Non è stato possibile caricare le richieste.' }),
    ).toHaveText('Non è stato possibile caricare le richieste. Servizio momentaneamente non disponibile.');

    failing.delete('/request/find');
    await page.getByRole('button', { name: 'Riprova' }).click();
    const total = await listTotal(page);
    expect((await readTable(page)).length).toBe(Math.min(total, 10));

    await page.getByRole('button', { name: /formato/i }).click();
    await page.getByRole('option', { name: 'CSV' }).click();
    await page.getByRole('button', { name: 'Scarica Lista' }).click();
    await expect(page.getByText('Impossibile generare il file. Riprova.')).toBeVisible();
    await expect(page.getByText('Servizio momentaneamente non disponibile.')).toBeVisible();
  });

  test('a list page has no WCAG 2.1 AA violations', async ({ page }) => {
    await signInAs(page, 'Giulia Bianchi');
    await page.goto('/requestListInProgress');
    await listTotal(page);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations).toEqual([]);
  });
});

test.describe('the request list of an applicant', () => {
  test('Mario Rossi sees his list with the to-integrate count and the new-request button, not the staff lists', async ({
    page,
  }) => {
    await signInAs(page, 'Mario Rossi');
    await page.goto('/requestList');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lista Richieste');
    await expect(page).toHaveTitle('Lista Richieste - Portale CET');
    await expect(page.getByRole('link', { name: 'Nuova richiesta', exact: true })).toHaveAttribute(
      'href',
      '/requestForm',
    );
    // The menu offers the new request form on every page too.
    const menu = page.getByRole('navigation', { name: 'Menu principale', includeHidden: true });
    await expect(
      menu.getByRole('link', { name: 'Nuova Richiesta', exact: true, includeHidden: true }),
    ).toHaveAttribute('href', '/requestForm');

    // The count comes from its own call, with the list's scope: the company's requests to integrate,
    // which the list below shows: a count must match its list.
    const own = await callApi<{ count: number }>(page, 'RIC', 'POST', '/request/count', {
      query: { states: ['TO_INTEGRATE', 'TO_INTEGRATE_CER'] },
    });
    expect(own.count).toBeGreaterThan(0);
    await expect(page.getByRole('status').filter({ hasText: /da integrare$/ })).toHaveText(
      `${own.count} richiest${own.count === 1 ? 'a' : 'e'} da integrare`,
    );

    // An applicant has the type column but not the staff's integration date.
    await expect(page.getByRole('columnheader', { name: 'Tipologia' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Data ultima integrazione' })).toHaveCount(0);

    await page.goto('/requestList?states=TO_INTEGRATE&states=TO_INTEGRATE_CER');
    // The count said above is the list's total.
    expect(await listTotal(page)).toBe(own.count);
    for (const row of await readTable(page)) {
      expect(row.Stato).toBe('Da integrare');
      expect(row.Identificativo).toMatch(/^Da integrare: \d+$/);
      expect(row.Azioni).toBe('VisualizzaModifica');
    }
    await page.goto('/requestList?states=SUBMITTED');
    await listTotal(page);
    for (const row of await readTable(page)) expect(row.Azioni).toBe('Visualizza');

    await page.goto('/requestListInProgress');
    await expect(page.getByRole('heading', { level: 1, name: 'Accesso negato' })).toBeVisible();
    await expect(page.getByRole('grid')).toHaveCount(0);
  });

  test('an applicant sees only its own company’s requests', async ({ page, browser, baseURL }) => {
    const stamp = Date.now().toString();
    const studyTitle = `Studio riservato di un altro ente ${stamp}`;

    // Another company and its applicant, made by the administrator, save a draft of their own.
    const admin = await pageOf(browser, baseURL, (other) => signInAs(other, 'Marco Colombo'));
    const roles = await callApi<{ result: { _id: string; name: string }[] }>(
      admin,
      'ADMIN',
      'POST',
      '/role/find',
      {},
    );
    const ric = roles.result.find((role) => role.name === 'RIC');
    const company = await callApi<{ _id: string }>(admin, 'ADMIN', 'PUT', '/user', {
      isCorporate: true,
      fiscalCode: stamp.padStart(11, '0').slice(-11),
      surname: `Beta Ricerca ${stamp} S.r.l.`,
    });
    const fiscalCode = `CARLA_NERI_${stamp}`;
    await callApi(admin, 'ADMIN', 'PUT', '/user', {
      fiscalCode,
      name: 'Carla',
      surname: 'Neri',
      roles: [ric?._id],
      corporate: company._id,
    });
    const applicant = await pageOf(browser, baseURL, async (other) => {
      await other.goto('/');
      await other.getByRole('link', { name: "Accedi all'area personale" }).click();
      await other.getByLabel('Codice fiscale').fill(fiscalCode);
      await other.getByRole('button', { name: 'Accedi', exact: true }).click();
      await expect(other.getByText('Benvenuto, Carla Neri')).toBeVisible();
    });
    await callApi(applicant, 'RIC', 'PUT', '/request', {
      studyTitle,
      principalInvestigator: 'Dott. Ugo Verdi',
    });

    // Its applicant finds it; Mario Rossi, of another company, does not.
    const search = `/requestList?studyTitle=${encodeURIComponent(studyTitle)}`;
    await applicant.goto(search);
    expect(await listTotal(applicant)).toBe(1);
    expect((await readTable(applicant))[0]?.['Titolo dello studio']).toBe(studyTitle);

    await signInAs(page, 'Mario Rossi');
    await page.goto(search);
    await expect(page.getByText('Nessuna richiesta corrisponde ai filtri.')).toBeVisible();
    expect(await listTotal(page)).toBe(0);
    await expect(page.getByRole('button', { name: 'Scarica Lista' })).toBeDisabled();
    await admin.context().close();
    await applicant.context().close();
  });
});
