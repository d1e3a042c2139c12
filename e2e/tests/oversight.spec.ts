import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { apiOutcome, callApi, waitForState } from '../support/api';
import { signedInPage, signInAs } from '../support/signIn';
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

interface SentRequest {
  _id: string;
  updated: string;
  identifier: number | null;
  documents: { _id: string; type: string }[];
}

const PDF_DATA_URL = `data:application/pdf;base64,${Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
).toString('base64')}`;

const uploadPdf = (page: Page, name: string, type: string) =>
  callApi<{ _id: string }>(page, 'RIC', 'PUT', '/document', { file: PDF_DATA_URL, name, type });

/** An A1 request with every required attachment, created and sent by the applicant through the API. */
const sendNewRequest = async (applicant: Page) => {
  const { result } = await callApi<{ result: { documentType: { label: string; required: boolean }[] }[] }>(
    applicant,
    'RIC',
    'POST',
    '/requestConfig/find',
    { query: { requestType: 'A1' }, take: 1 },
  );
  const documents = [];
  for (const field of result[0]?.documentType.filter((candidate) => candidate.required) ?? []) {
    const uploaded = await uploadPdf(applicant, `${field.label}.pdf`, field.label);
    documents.push({ _id: uploaded._id, type: field.label });
  }
  const draft = await callApi<SentRequest>(applicant, 'RIC', 'PUT', '/request', {
    type: 'A1',
    subject: 'Studio sul confronto delle versioni',
    description: 'Valutazione di efficacia',
    promoterName: 'Farmaceutica Alfa S.p.A.',
    promoterVat: '01234567897',
    promoterAddress: 'Via Roma 1',
    promoterCity: 'Milano',
    promoterProvince: 'MI',
    promoterCountry: 'IT',
    promoterPostalCode: '20121',
    promoterTel: '+39 02 1234567',
    promoterEmail: 'studi@alfa.example',
    promoterLegalName: 'Anna',
    promoterLegalSurname: 'Conti',
    studyTitle: 'Cuore sano: studio randomizzato',
    principalInvestigator: 'Dott.ssa Elena Galli',
    documents,
  });
  return callApi<SentRequest>(applicant, 'RIC', 'POST', '/request/send', {
    _id: draft._id,
    updated: draft.updated,
  });
};

test.describe('comparing two submissions', () => {
  test('after an integration, the secretariat sees the field and the attachment the applicant changed, beside its own question', async ({
    page,
    browser,
  }) => {
    const applicant = await signedInPage(browser, 'Mario Rossi');
    await signInAs(page, 'Giulia Bianchi');
    const sent = await sendNewRequest(applicant);
    await waitForState(page, 'SEG', sent._id, 'PENDING');
    const pending = await callApi<SentRequest>(page, 'SEG', 'GET', `/request/${sent._id}`);
    await callApi(page, 'SEG', 'POST', '/request/decide', {
      _id: pending._id,
      updated: pending.updated,
      state: 'TO_INTEGRATE',
      comment: 'Indicare la fase dello studio nel titolo',
    });
    const asked = await callApi<SentRequest>(applicant, 'RIC', 'GET', `/request/${sent._id}`);
    const replaced = asked.documents[0];
    if (!replaced) throw new Error('La richiesta non ha allegati');
    const signed = await uploadPdf(applicant, 'allegato-firmato.pdf', replaced.type);
    const changed = await callApi<SentRequest>(applicant, 'RIC', 'PATCH', '/request', {
      _id: asked._id,
      updated: asked.updated,
      studyTitle: 'Cuore sano: studio randomizzato di fase III',
      documents: [
        ...asked.documents.map(({ _id, type }) => ({ _id, type })),
        { _id: signed._id, type: replaced.type },
      ],
    });
    await callApi(applicant, 'RIC', 'POST', '/request/send', { _id: changed._id, updated: changed.updated });

    await page.goto(`/showRequest/${sent._id}`);
    const comparison = page.getByRole('region', { name: 'Confronta con la versione precedente' });
    await expect(comparison.getByText('Titolo dello studio (modificato)')).toBeVisible();
    await expect(comparison.locator('ins')).toHaveText('Testo aggiunto: di fase III');
    await expect(
      comparison.getByText(`${replaced.type}: «${replaced.type}.pdf» sostituito da «allegato-firmato.pdf»`),
    ).toBeVisible();
    await expect(
      comparison
        .getByRole('complementary', { name: 'Richiesta di integrazione' })
        .getByText('Indicare la fase dello studio nel titolo'),
    ).toBeVisible();
  });
});

test.describe('conflicts of interest', () => {
  test('a committee member declares a conflict on a request, and the server refuses them as its rapporteur', async ({
    page,
    browser,
  }) => {
    const applicant = await signedInPage(browser, 'Mario Rossi');
    await signInAs(page, 'Paolo Neri');
    const sent = await sendNewRequest(applicant);
    await page.goto(`/showRequest/${sent._id}`);
    const conflicts = page.getByRole('region', { name: 'Conflitti di interessi' });
    await conflicts
      .getByRole('textbox', { name: /Motivo del conflitto di interessi/ })
      .fill('Consulente scientifico del promotore');
    await conflicts.getByRole('button', { name: 'Dichiara un conflitto di interessi' }).click();
    await expect(
      conflicts.getByText(/Paolo Neri \(Consulente scientifico del promotore, dichiarato il/),
    ).toBeVisible();

    const secretariat = await signedInPage(browser, 'Giulia Bianchi');
    await waitForState(secretariat, 'SEG', sent._id, 'PENDING');
    const pending = await callApi<SentRequest>(secretariat, 'SEG', 'GET', `/request/${sent._id}`);
    await callApi(secretariat, 'SEG', 'POST', '/request/decide', {
      _id: pending._id,
      updated: pending.updated,
      state: 'SUBMITTED',
    });
    const paolo = await callApi<{ _id: string }>(page, 'CET', 'GET', '/user');
    const refused = await apiOutcome(secretariat, 'SEG', 'PUT', '/conference', {
      subject: 'Seduta con conflitto',
      agenda: 'Esame',
      startDate: '2026-12-01T09:00:00.000Z',
      requestsUsers: [{ request: sent._id, user: paolo._id }],
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toBe(
      'Paolo Neri ha dichiarato un conflitto di interessi su questa richiesta e non può esserne relatore',
    );
  });
});

test.describe('the accessibility statement', () => {
  test("the footer leads to the 'Dichiarazione di accessibilità', with its status and feedback link", async ({
    page,
  }) => {
    await page.goto('/documentation');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Dichiarazione di accessibilità' }).click();
    await expect(page).toHaveURL(/\/accessibilita$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Dichiarazione di accessibilità' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Stato di conformità' })).toBeVisible();
    await expect(page.getByText(/WCAG 2\.1 livello AA/)).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Invia una segnalazione (meccanismo di feedback)' }),
    ).toHaveAttribute('href', 'https://form.agid.gov.it/');
  });
});

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
    const forwarded = await callApi<SentRequest>(page, 'SEG', 'GET', `/request/${sent[0]?._id}`);
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
