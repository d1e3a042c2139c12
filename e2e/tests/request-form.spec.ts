import type { Page } from '@playwright/test';
import { callApi } from '../support/api';
import { axeViolations } from '../support/axe';
import {
  A1,
  A1_REQUIRED,
  attachment,
  choose,
  field,
  fillPromoterStep,
  fillStudyStep,
  reloadLeavingChanges,
  select,
  stepHeading,
  upload,
} from '../support/requestForm';
import { signInAs } from '../support/signIn';
import { expect, test } from '../support/test';

const MISSING = 'La richiesta non può essere inviata in quanto mancano i seguenti campi obbligatori';

/** The id of a demo request of the signed-in applicant in a state, read through the API as the portal does. */
const findRequestId = async (page: Page, state: string) => {
  const { result } = await callApi<{ result: { _id: string; identifier: number }[] }>(
    page,
    'RIC',
    'POST',
    '/request/find',
    { query: { states: [state] }, take: 1 },
  );
  const [found] = result;
  if (!found) throw new Error(`no demo request in ${state}`);
  return found;
};

test.describe('the request form of an applicant', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'Mario Rossi');
  });

  test('keeps the draft across reloads, saves it, and sends it after the confirmation', async ({ page }) => {
    // Three steps, two reloads and eight uploads: longer than a single check on a busy machine.
    test.slow();
    await page.goto('/requestForm');
    await expect(page.getByRole('heading', { level: 1, name: 'Nuova richiesta' })).toBeVisible();
    await expect(stepHeading(page)).toHaveText('Passo 1 di 3: Dati del promotore');
    // Prefilled from the user's company.
    await expect(field(page, 'Denominazione del promotore')).toHaveValue('Farmaceutica Alfa S.p.A.');
    await expect(field(page, 'Partita IVA del promotore')).toHaveValue('01234567897');

    await expect(select(page, 'Nazione')).toContainText('Italia');
    await fillPromoterStep(page);
    await page.getByRole('button', { name: 'Avanti' }).click();
    await expect(stepHeading(page)).toHaveText('Passo 2 di 3: Dati dello studio');

    // Not saved yet: the browser asks before the reload, and the draft in progress comes back.
    await reloadLeavingChanges(page);
    await expect(stepHeading(page)).toHaveText('Passo 1 di 3: Dati del promotore');
    await expect(field(page, 'Indirizzo')).toHaveValue('Via della Ricerca 12');
    await expect(select(page, 'Provincia')).toContainText('Roma (RM)');
    await expect(select(page, 'Città')).toContainText('Fiumicino');
    await expect(field(page, 'Cognome del legale rappresentante')).toHaveValue('Conti');
    await page.getByRole('button', { name: 'Avanti' }).click();

    await fillStudyStep(page, 'Anticoagulante orale di nuova generazione nel tromboembolismo');
    await page.getByRole('button', { name: 'Avanti' }).click();
    await expect(stepHeading(page)).toHaveText('Passo 3 di 3: Proposta e allegati');

    await choose(page, 'Tipologia di richiesta', A1);
    await field(page, 'Oggetto').fill('Parere su sperimentazione clinica di fase III');
    await field(page, 'Descrizione').fill('Studio multicentrico randomizzato in doppio cieco.');
    const [first, ...others] = A1_REQUIRED;
    await upload(page, first ?? '', 'lettera_di_intenti.pdf');

    await page.getByRole('button', { name: 'Salva bozza' }).click();
    await expect(page.getByText('Bozza salvata.')).toBeVisible();
    await expect(page).toHaveURL(/\/requestForm\/[\w-]+$/);
    const id = new URL(page.url()).pathname.split('/').pop() ?? '';
    // Saved: the same form goes on, on its step, under the request's own address.
    await expect(stepHeading(page)).toHaveText('Passo 3 di 3: Proposta e allegati');
    await expect(page.getByRole('heading', { level: 1, name: 'Modifica richiesta' })).toBeVisible();

    await page.reload();
    await expect(page.getByText('Stato:')).toContainText('Bozza');
    await expect(field(page, 'Indirizzo')).toHaveValue('Via della Ricerca 12');
    await expect(select(page, 'Città')).toContainText('Fiumicino');
    await page.getByRole('button', { name: 'Avanti' }).click();
    await expect(field(page, 'Titolo dello studio')).toHaveValue(
      'Anticoagulante orale di nuova generazione nel tromboembolismo',
    );
    await page.getByRole('button', { name: 'Avanti' }).click();
    await expect(select(page, 'Tipologia di richiesta')).toContainText(A1);
    await expect(field(page, 'Oggetto')).toHaveValue('Parere su sperimentazione clinica di fase III');
    await expect(
      attachment(page, first ?? '').getByText('lettera_di_intenti.pdf', { exact: true }),
    ).toBeVisible();

    for (const label of others) {
      await upload(page, label, `${label.toLowerCase().replaceAll(' ', '_')}.pdf`);
    }
    const send = page.getByRole('button', { name: 'Invia richiesta' });
    await expect(send).toBeEnabled();
    await expect(page.getByText(MISSING)).toBeHidden();

    await send.click();
    const dialog = page.getByRole('alertdialog', { name: 'Conferma invio' });
    await expect(dialog).toBeVisible();
    const sent = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api') && response.request().postDataJSON()?.path === '/request/send',
    );
    await dialog.getByRole('button', { name: 'Invia richiesta' }).click();
    const { data } = (await (await sent).json()) as { data: { state: string; identifier: number } };
    expect(data.state).toBe('WAIT_PROT');
    expect(data.identifier).toBeGreaterThan(0);

    await expect(page).toHaveURL(new RegExp(`/showRequest/${id}$`));
    await expect(
      page.getByText(
        `La richiesta N. ${data.identifier} è stata inviata ed è nello stato «In attesa di protocollo».`,
      ),
    ).toBeVisible();
  });

  test('keeps Invia disabled, with the missing attachments listed, until every required one is there', async ({
    page,
  }) => {
    await page.goto('/requestForm');
    await page.getByRole('button', { name: 'Avanti' }).click();
    await page.getByRole('button', { name: 'Avanti' }).click();
    await choose(page, 'Tipologia di richiesta', A1);
    const send = page.getByRole('button', { name: 'Invia richiesta' });
    await expect(send).toBeDisabled();
    const missing = page.getByText(MISSING).locator('..');
    await expect(missing).toBeVisible();
    for (const label of A1_REQUIRED) {
      await expect(missing.getByRole('listitem').filter({ hasText: new RegExp(`^${label}$`) })).toHaveCount(
        1,
      );
    }
    await upload(page, 'Sinossi', 'sinossi.pdf');
    await expect(missing.getByRole('listitem').filter({ hasText: /^Sinossi$/ })).toHaveCount(0);
    await expect(missing.getByRole('listitem').filter({ hasText: /^Protocollo$/ })).toHaveCount(1);
    await expect(send).toBeDisabled();
  });

  test('deletes a saved draft on Cancella bozza and starts a fresh form', async ({ page }) => {
    await page.goto('/requestForm');
    await field(page, 'Indirizzo').fill('Via da cancellare 1');
    await page.getByRole('button', { name: 'Salva bozza' }).click();
    await expect(page).toHaveURL(/\/requestForm\/[\w-]+$/);
    const saved = page.url();

    await page.getByRole('button', { name: 'Cancella bozza' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancella bozza' });
    await dialog.getByRole('button', { name: 'Cancella bozza' }).click();
    await expect(
      page.getByText('La bozza è stata eliminata: puoi compilare una nuova richiesta.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/requestForm$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nuova richiesta' })).toBeVisible();
    await expect(field(page, 'Indirizzo')).toHaveValue('');
    await expect(field(page, 'Denominazione del promotore')).toHaveValue('Farmaceutica Alfa S.p.A.');

    await page.goto(saved);
    await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
  });

  test('offers to reload a draft a colleague saved meanwhile, keeping what was typed and what they saved', async ({
    page,
  }) => {
    await page.goto('/requestForm');
    await field(page, 'Indirizzo').fill('Via della Ricerca 12');
    await page.getByRole('button', { name: 'Salva bozza' }).click();
    await expect(page).toHaveURL(/\/requestForm\/[\w-]+$/);

    // The same draft open in a second tab, then changed and saved in the first one.
    const other = await page.context().newPage();
    await other.goto(page.url());
    // A new tab loads the whole portal first.
    await expect(field(other, 'Indirizzo')).toHaveValue('Via della Ricerca 12', { timeout: 15_000 });
    await field(page, 'Telefono').fill('06 1111111');
    await page.getByRole('button', { name: 'Salva bozza' }).click();
    await expect(page.getByText('Bozza salvata.')).toBeVisible();

    // The second tab saves an older version: refused, nothing typed is lost, and a reload is offered.
    await field(other, 'Indirizzo').fill('Via Nuova 3');
    await other.getByRole('button', { name: 'Salva bozza' }).click();
    await expect(other.getByRole('main').getByRole('alert')).toContainText(
      'La richiesta è stata modificata da un altro utente',
    );
    const conflict = other.getByRole('alertdialog', { name: 'Dati non aggiornati' });
    await conflict.getByRole('button', { name: 'Ricarica' }).click();
    await expect(conflict).toBeHidden();
    await expect(field(other, 'Telefono')).toHaveValue('06 1111111');
    await expect(field(other, 'Indirizzo')).toHaveValue('Via Nuova 3');
    await other.getByRole('button', { name: 'Salva bozza' }).click();
    await expect(other.getByText('Bozza salvata.')).toBeVisible();

    await page.reload();
    await expect(field(page, 'Indirizzo')).toHaveValue('Via Nuova 3');
    await expect(field(page, 'Telefono')).toHaveValue('06 1111111');
  });

  test('opens a request the applicant may no longer change read-only, with the reason and its page', async ({
    page,
  }) => {
    const submitted = await findRequestId(page, 'SUBMITTED');
    await page.goto(`/requestForm/${submitted._id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Richiesta N. ${submitted.identifier}` }),
    ).toBeVisible();
    await expect(
      page.getByText('La richiesta è nello stato «Inoltrata» e non può essere modificata', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Visualizza la richiesta' })).toHaveAttribute(
      'href',
      `/showRequest/${submitted._id}`,
    );
    await expect(field(page, 'Indirizzo')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Salva bozza' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Avanti' }).click();
    await page.getByRole('button', { name: 'Avanti' }).click();
    await expect(field(page, 'Oggetto')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Invia richiesta' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('shows the error page for a request that does not exist', async ({ page }) => {
    await page.goto('/requestForm/richiesta-inesistente');
    await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
  });

  test('has no WCAG 2.1 AA violations on any of the three steps', async ({ page }) => {
    // Three full-page scans.
    test.slow();
    await page.goto('/requestForm');
    await expect(stepHeading(page)).toHaveText('Passo 1 di 3: Dati del promotore');
    await expect(select(page, 'Provincia')).toBeEnabled();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Avanti' }).click();
    await expect(stepHeading(page)).toHaveText('Passo 2 di 3: Dati dello studio');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Avanti' }).click();
    await expect(stepHeading(page)).toHaveText('Passo 3 di 3: Proposta e allegati');
    await choose(page, 'Tipologia di richiesta', A1);
    await expect(attachment(page, 'Protocollo')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
