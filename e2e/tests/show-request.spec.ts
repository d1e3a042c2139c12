import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page, Route } from '@playwright/test';
import { callApi, ENVELOPE_ADDRESSES } from '../support/api';
import { signInAs } from '../support/signIn';
import { expect, test } from '../support/test';

/** What these journeys read of a request through the API. */
interface RequestRow {
  _id: string;
  identifier: number | null;
  state: string;
  type: string | null;
  protocolDate: string | null;
}

/**
 * Demo requests of a query. Other journeys of the lane create requests through the form (which
 * leaves the protocol date empty); every demo request has one, and these journeys rely on its data.
 */
const findRequests = async (page: Page, role: string, query: Record<string, unknown>) =>
  (
    await callApi<{ result: RequestRow[] }>(page, role, 'POST', '/request/find', { query, take: 50 })
  ).result.filter((request) => request.protocolDate !== null);

/** The first request of a state that the active role sees. */
const firstRequest = async (page: Page, role: string, query: Record<string, unknown>) => {
  const [request] = await findRequests(page, role, query);
  if (!request) throw new Error(`Nessuna richiesta dimostrativa per ${JSON.stringify(query)}`);
  return request;
};

/** A second signed-in user, in a browser context of its own. */
const pageOf = async (browser: Browser, fullname: string) => {
  // A page of an explicit context: axe scans only those (browser.newPage() would not do).
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, fullname);
  return page;
};

/** Waits until every section has its data: the attachments' types and the meetings are read apart. */
const expectLoaded = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Dettaglio richiesta' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Documenti allegati alla richiesta' })).toBeVisible();
  await expect(page.getByText('Caricamento delle riunioni…')).toHaveCount(0);
};

const axeScan = (page: Page) =>
  new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();

/** A file the server reads as a PDF (its bytes start with the PDF signature). */
const reportPdf = {
  name: 'verbale_seduta.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
};

test.describe('the show-request page', () => {
  test('the secretariat sees every section of a PENDING request and asks for an integration', async ({
    page,
  }) => {
    await signInAs(page, 'Giulia Bianchi');
    const pending = await firstRequest(page, 'SEG', { states: ['PENDING'] });
    await page.goto(`/showRequest/${pending._id}`);
    await expectLoaded(page);
    await expect(page).toHaveTitle('Dettaglio richiesta - Portale CET');

    for (const heading of [
      'Dati della richiesta',
      'Dati del promotore',
      'Dati dello studio',
      'Allegati',
      'Commenti',
      'Riunioni',
      'Verbale',
      'Protocolli',
      'Decisione della segreteria',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    const summary = page.getByRole('region', { name: 'Dati della richiesta' });
    await expect(summary.getByRole('definition').filter({ hasText: /^\d+$/ })).toHaveText(
      String(pending.identifier),
    );
    await expect(summary.getByText('In attesa di valutazione')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Dati del promotore' }).getByText('Farmaceutica Alfa S.p.A.'),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Dati dello studio' }).getByText('15/01/2026'),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: `Scarica Richiesta_${pending.identifier}.pdf` }),
    ).toBeVisible();
    // The protocol the job registered, padded to six digits, the last one bold.
    await expect(page.getByRole('region', { name: 'Protocolli' }).locator('li strong').last()).toHaveText(
      /^\d{6}\/\d{4} del \d{2}\/\d{2}\/\d{4}$/,
    );
    // PENDING is not a state for the report: the upload is there but disabled, with the reason.
    const report = page.getByRole('region', { name: 'Verbale' });
    await expect(
      report.getByText('Il verbale si può caricare solo quando la richiesta è Inoltrata'),
    ).toBeVisible();
    await expect(report.getByRole('button', { name: 'Scegli file' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Ripristina' })).toHaveCount(0);

    await expect(page.getByRole('radio', { name: /Richiedi integrazione/ })).toBeChecked();
    await expect(page.getByText('Le integrazioni dovranno essere inserite entro 180 giorni.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Commento' }).fill('Manca la lettera di intenti firmata.');
    await page.getByRole('button', { name: 'Conferma decisione' }).click();
    // A final act: the dialog names the request and the outcome, and its own button decides.
    await page
      .getByRole('alertdialog', { name: 'Conferma decisione' })
      .getByRole('button', { name: 'Conferma decisione' })
      .click();

    // The notice shows on the list it leads to, for 2 seconds.
    await expect(page.getByText('Decisione registrata correttamente')).toBeVisible();
    await expect(page).toHaveURL(
      pending.type === 'F' ? /\/requestListCompInProgress$/ : /\/requestListInProgress$/,
    );
    const decided = await callApi<RequestRow & { comment: string }>(
      page,
      'SEG',
      'GET',
      `/request/${pending._id}`,
    );
    expect(decided.state).toBe('TO_INTEGRATE');
    expect(decided.comment).toBe('Manca la lettera di intenti firmata.');
  });

  test('the secretariat restores a REJECTED request after confirming', async ({ page }) => {
    await signInAs(page, 'Giulia Bianchi');
    const rejected = await firstRequest(page, 'SEG', { states: ['REJECTED'] });
    await page.goto(`/showRequest/${rejected._id}`);
    await expectLoaded(page);
    await expect(page.getByRole('heading', { name: 'Decisione della segreteria' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Ripristina' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Conferma ripristino' });
    await expect(dialog).toContainText('La richiesta tornerà allo stato «In attesa di valutazione».');
    await dialog.getByRole('button', { name: 'Annulla' }).click();
    await expect(dialog).toBeHidden();
    expect((await callApi<RequestRow>(page, 'SEG', 'GET', `/request/${rejected._id}`)).state).toBe(
      'REJECTED',
    );

    await page.getByRole('button', { name: 'Ripristina' }).click();
    await dialog.getByRole('button', { name: 'Ripristina' }).click();
    // The notice shows on the list it leads to, for 2 seconds.
    await expect(page.getByText('Stato della richiesta ripristinato correttamente')).toBeVisible();
    await expect(page).toHaveURL(
      rejected.type === 'F' ? /\/requestListCompInProgress$/ : /\/requestListInProgress$/,
    );
    expect((await callApi<RequestRow>(page, 'SEG', 'GET', `/request/${rejected._id}`)).state).toBe('PENDING');
  });

  test('Mario Rossi sees his draft without an identifier, with the edit link and no staff actions', async ({
    page,
  }) => {
    await signInAs(page, 'Mario Rossi');
    const me = await callApi<{ _id: string }>(page, 'RIC', 'GET', '/user');
    const draft = await firstRequest(page, 'RIC', { states: ['DRAFT'], user: me._id });
    await page.goto(`/showRequest/${draft._id}`);
    await expectLoaded(page);

    const summary = page.getByRole('region', { name: 'Dati della richiesta' });
    await expect(summary.getByText('Non assegnato')).toBeVisible();
    await expect(summary.getByText('Bozza')).toBeVisible();
    await expect(page.getByText("Il modulo della richiesta sarà disponibile dopo l'invio.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Modifica richiesta' })).toHaveAttribute(
      'href',
      `/requestForm/${draft._id}`,
    );
    // No report yet: the applicant does not see the section at all.
    await expect(page.getByRole('heading', { name: 'Verbale' })).toHaveCount(0);
  });

  test('Mario Rossi sees a request to integrate without the decision form nor restore, which SEG has', async ({
    page,
    browser,
  }) => {
    await signInAs(page, 'Mario Rossi');
    const me = await callApi<{ _id: string }>(page, 'RIC', 'GET', '/user');
    const toIntegrate = await firstRequest(page, 'RIC', { states: ['TO_INTEGRATE'], user: me._id });
    await page.goto(`/showRequest/${toIntegrate._id}`);
    await expectLoaded(page);
    await expect(
      page.getByRole('region', { name: 'Dati della richiesta' }).getByText('Da integrare'),
    ).toBeVisible();
    // The secretariat's request for integration, with who wrote it and when.
    const comments = page.getByRole('region', { name: 'Elenco dei commenti' });
    await expect(comments).toContainText('Giulia Bianchi');
    await expect(comments).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await expect(comments).toHaveAttribute('tabindex', '0');
    await expect(page.getByRole('link', { name: 'Modifica richiesta' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Decisione della segreteria' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Ripristina' })).toHaveCount(0);

    const secretariat = await pageOf(browser, 'Giulia Bianchi');
    await secretariat.goto(`/showRequest/${toIntegrate._id}`);
    await expectLoaded(secretariat);
    await expect(secretariat.getByRole('heading', { name: 'Decisione della segreteria' })).toBeVisible();
    await expect(secretariat.getByRole('button', { name: 'Ripristina' })).toBeVisible();
    await expect(secretariat.getByRole('link', { name: 'Modifica richiesta' })).toHaveCount(0);
    await secretariat.context().close();
  });

  test('the applicant sees the integration due date once the secretariat asks for an integration', async ({
    page,
    browser,
  }) => {
    await signInAs(page, 'Mario Rossi');
    const me = await callApi<{ _id: string }>(page, 'RIC', 'GET', '/user');
    // The last of his pending requests: the journeys above take the first ones.
    const pending = (await findRequests(page, 'RIC', { states: ['PENDING'], user: me._id })).at(-1);
    if (!pending) throw new Error('Nessuna richiesta dimostrativa in attesa di Mario Rossi');
    const secretariat = await pageOf(browser, 'Giulia Bianchi');
    const { updated } = await callApi<{ updated: string }>(
      secretariat,
      'SEG',
      'GET',
      `/request/${pending._id}`,
    );
    const asked = await callApi<{ integrationDue: string }>(secretariat, 'SEG', 'POST', '/request/decide', {
      _id: pending._id,
      updated,
      state: 'TO_INTEGRATE',
      comment: 'Manca il consenso informato firmato.',
    });
    await secretariat.context().close();
    const due = new Date(asked.integrationDue);
    const dueDate = due.toLocaleDateString('it-IT', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'Europe/Rome',
    });
    await page.goto(`/showRequest/${pending._id}`);
    await expectLoaded(page);
    await expect(page.getByRole('region', { name: 'Dati della richiesta' })).toContainText(
      `Termine per l'integrazione`,
    );
    await expect(page.getByText(`Scade il ${dueDate}, mancano 180 giorni`)).toBeVisible();
  });

  test("an applicant who types the address of another company's request gets the 403 page, of none the 404", async ({
    page,
    browser,
  }) => {
    // An applicant of no company, created by the administrator, saves a draft of its own.
    const admin = await pageOf(browser, 'Marco Colombo');
    const roles = await callApi<{ result: { _id: string; name: string }[] }>(
      admin,
      'ADMIN',
      'POST',
      '/role/find',
    );
    const ric = roles.result.find((role) => role.name === 'RIC');
    await callApi(admin, 'ADMIN', 'PUT', '/user', {
      fiscalCode: 'BRNLCU90A01L219D',
      name: 'Luca',
      surname: 'Bruno',
      roles: [ric?._id],
    });
    await admin.context().close();

    const other = await (await browser.newContext()).newPage();
    await other.goto('/');
    await other.getByRole('link', { name: "Accedi all'area personale" }).click();
    await other.getByLabel('Codice fiscale').fill('BRNLCU90A01L219D');
    await other.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(other.getByText('Benvenuto, Luca Bruno')).toBeVisible();
    const foreign = await callApi<RequestRow>(other, 'RIC', 'PUT', '/request', {
      studyTitle: 'Studio di un altro promotore',
    });
    await other.context().close();

    await signInAs(page, 'Mario Rossi');
    await page.goto(`/showRequest/${foreign._id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Accesso negato' })).toBeVisible();
    await expect(page.getByText('Errore 403')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dettaglio richiesta' })).toHaveCount(0);

    // A request that does not exist, and an address that cannot name one, are missing pages.
    for (const id of ['0190f3a2-0000-7000-8000-00000000dead', 'richiesta.pdf']) {
      await page.goto(`/showRequest/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
    }
  });

  test('every document downloads as one ZIP archive, and the request form on its own', async ({ page }) => {
    await signInAs(page, 'Giulia Bianchi');
    const submitted = await firstRequest(page, 'SEG', { states: ['SUBMITTED'] });
    await page.goto(`/showRequest/${submitted._id}`);
    await expectLoaded(page);

    const zipDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Scarica tutti i documenti (ZIP)' }).click();
    const zip = await zipDownload;
    expect(zip.suggestedFilename()).toBe(`Richiesta_${submitted.identifier}.zip`);
    expect((await readFile(await zip.path())).subarray(0, 2).toString('latin1')).toBe('PK');
    await expect(page.getByRole('button', { name: 'Scarica tutti i documenti (ZIP)' })).toBeEnabled();

    const formDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: `Scarica Richiesta_${submitted.identifier}.pdf` }).click();
    const form = await formDownload;
    expect(form.suggestedFilename()).toBe(`Richiesta_${submitted.identifier}.pdf`);
    expect((await readFile(await form.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('the secretariat uploads the report of an accepted request, which the applicant then sees', async ({
    page,
    browser,
  }) => {
    await signInAs(page, 'Giulia Bianchi');
    // The least recently changed: one the demo's February meeting accepted, not one accepted by
    // another journey of the lane.
    const accepted = (await findRequests(page, 'SEG', { states: ['ACCEPTED'] })).at(-1);
    if (!accepted) throw new Error('Nessuna richiesta accettata nei dati dimostrativi');
    await page.goto(`/showRequest/${accepted._id}`);
    await expectLoaded(page);
    // Accepted in the closed demo meeting, linked from here.
    const meeting = page.getByRole('region', { name: 'Riunioni' }).getByRole('link', {
      name: /^Seduta ordinaria di febbraio del \d{2}\/\d{2}\/\d{4}$/,
    });
    await expect(meeting).toHaveAttribute('href', /^\/showConference\/[\w-]+$/);

    const report = page.getByRole('region', { name: 'Verbale' });
    await expect(report.getByText('Non è stato ancora caricato nessun verbale.')).toBeVisible();
    await report.locator('input[type="file"]').setInputFiles(reportPdf);
    await expect(report.getByText(`${reportPdf.name} caricato.`)).toBeVisible();
    await expect(report.getByRole('button', { name: `Scarica ${reportPdf.name}` })).toBeVisible();

    const applicant = await pageOf(browser, 'Mario Rossi');
    await applicant.goto(`/showRequest/${accepted._id}`);
    await expectLoaded(applicant);
    const applicantReport = applicant.getByRole('region', { name: 'Verbale' });
    await expect(applicantReport.getByRole('button', { name: `Scarica ${reportPdf.name}` })).toBeVisible();
    await expect(applicantReport.getByRole('button', { name: /Scegli file|Sostituisci file/ })).toHaveCount(
      0,
    );
    await applicant.context().close();
  });

  test('a decision on a request changed meanwhile offers to reload, and the reload shows it as it is now', async ({
    page,
  }) => {
    await signInAs(page, 'Giulia Bianchi');
    const pending = await firstRequest(page, 'SEG', { states: ['PENDING'] });
    await page.goto(`/showRequest/${pending._id}`);
    await expectLoaded(page);
    // Someone else forwards it while the page is open.
    const shown = await callApi<RequestRow & { updated: string }>(
      page,
      'SEG',
      'GET',
      `/request/${pending._id}`,
    );
    await callApi(page, 'SEG', 'POST', '/request/decide', {
      _id: pending._id,
      updated: shown.updated,
      state: 'SUBMITTED',
      comment: 'Inoltrata da un collega.',
    });

    await page.getByRole('textbox', { name: 'Commento' }).fill('Manca la sinossi.');
    await page.getByRole('button', { name: 'Conferma decisione' }).click();
    // A final act: the dialog names the request and the outcome, and its own button decides.
    await page
      .getByRole('alertdialog', { name: 'Conferma decisione' })
      .getByRole('button', { name: 'Conferma decisione' })
      .click();
    const conflict = page.getByRole('alertdialog', { name: 'Dati non aggiornati' });
    await expect(conflict).toContainText('La richiesta è stata modificata da un altro utente');
    // What was typed stays while the user chooses.
    await expect(page.getByRole('textbox', { name: 'Commento' })).toHaveValue('Manca la sinossi.');
    await conflict.getByRole('button', { name: 'Ricarica' }).click();

    await expect(
      page.getByRole('region', { name: 'Dati della richiesta' }).getByText('Inoltrata'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Decisione della segreteria' })).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/showRequest/${pending._id}$`));
  });

  test('a failed load or download is told in Italian, with a way to try again', async ({ page }) => {
    await signInAs(page, 'Giulia Bianchi');
    const submitted = await firstRequest(page, 'SEG', { states: ['SUBMITTED'] });
    const serverError = {
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'SERVER_ERROR', message: 'Il server non risponde.' } }),
    };
    const failCall = (path: string) => (route: Route) =>
      route.request().postDataJSON()?.path === path ? route.fulfill(serverError) : route.fallback();

    const failRequest = failCall(`/request/${submitted._id}`);
    await page.route(ENVELOPE_ADDRESSES, failRequest);
    await page.goto(`/showRequest/${submitted._id}`);
    const failure = page
      .getByRole('alert')
      .filter({ hasText: 'Non è stato possibile caricare la richiesta.' });
    await expect(failure).toContainText('Il server non risponde.');
    await page.unroute(ENVELOPE_ADDRESSES, failRequest);
    await failure.getByRole('button', { name: 'Riprova' }).click();
    await expectLoaded(page);

    await page.route(ENVELOPE_ADDRESSES, failCall('/document/get-all-documents'));
    await page.getByRole('button', { name: 'Scarica tutti i documenti (ZIP)' }).click();
    await expect(page.getByText('Il server non risponde.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Scarica tutti i documenti (ZIP)' })).toBeEnabled();
  });

  test("an action's link leads to its section even while the sections under the study still load", async ({
    page,
  }) => {
    await signInAs(page, 'Giulia Bianchi');
    const pending = await firstRequest(page, 'SEG', { states: ['PENDING'] });
    // The sections under the study are a part of the page, loaded apart: it is held until the click.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/RequestWorkSections-*.js', async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto(`/showRequest/${pending._id}`);
    await expect(page.getByRole('progressbar', { name: /^Caricamento degli allegati/ })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Azioni disponibili' })
      .getByRole('link', { name: 'Vai alla decisione della segreteria' })
      .click();
    await expect(page).toHaveURL(/#decisione$/);
    release();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Decisione della segreteria' }),
    ).toBeInViewport();
  });

  test('has no WCAG 2.1 AA violations for the secretariat nor for the applicant', async ({
    page,
    browser,
  }) => {
    await signInAs(page, 'Giulia Bianchi');
    // TO_INTEGRATE: the decision form, the restore action, the disabled upload and a comment at once.
    const toIntegrate = await firstRequest(page, 'SEG', { states: ['TO_INTEGRATE'] });
    await page.goto(`/showRequest/${toIntegrate._id}`);
    await expectLoaded(page);
    await expect(page.getByRole('heading', { name: 'Decisione della segreteria' })).toBeVisible();
    expect((await axeScan(page)).violations).toEqual([]);

    const applicant = await pageOf(browser, 'Mario Rossi');
    await applicant.goto(`/showRequest/${toIntegrate._id}`);
    await expectLoaded(applicant);
    await expect(applicant.getByRole('link', { name: 'Modifica richiesta' })).toBeVisible();
    expect((await axeScan(applicant)).violations).toEqual([]);
    await applicant.context().close();
  });
});
