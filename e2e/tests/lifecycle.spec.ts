import type { Page } from '@playwright/test';
import { callApi, waitForState } from '../support/api';
import {
  acceptWithReport,
  assignAndOpen,
  confirmInDialog,
  createMeeting,
  reviewForm,
} from '../support/meetings';
import {
  A1,
  A1_REQUIRED,
  choose,
  field,
  fillPromoterStep,
  fillStudyStep,
  sendRequest,
  upload,
} from '../support/requestForm';
import { signedInPage } from '../support/signIn';
import { expect, test } from '../support/test';

const stateOf = async (page: Page, role: string, id: string) =>
  (await callApi<{ state: string }>(page, role, 'GET', `/request/${id}`)).state;

/** SEG's decision on /showRequest, by the label of its outcome. */
const decide = async (page: Page, id: string, outcome: string, comment: string) => {
  await page.goto(`/showRequest/${id}`);
  await page.getByText(outcome, { exact: true }).click();
  await page.getByRole('textbox', { name: 'Commento' }).fill(comment);
  await page.getByRole('button', { name: 'Conferma decisione' }).click();
  await confirmInDialog(page, 'Conferma decisione', 'Conferma decisione', outcome);
  await expect(page).toHaveURL(/\/requestListInProgress$/);
};

/** The president closes a meeting from its page, confirming in the dialog. */
const closeMeeting = async (president: Page, meeting: string) => {
  await president.goto(meeting);
  await president.getByRole('button', { name: 'Chiudi Riunione' }).click();
  await president
    .getByRole('alertdialog', { name: 'Conferma Chiusura' })
    .getByRole('button', { name: 'Chiudi Riunione' })
    .click();
  await expect(president.getByRole('button', { name: 'Chiudi Riunione' })).toHaveCount(0);
};

test('a request from draft to ACCEPTED across every role, through an integration asked in a meeting', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const applicant = await signedInPage(browser, 'Mario Rossi');
  await applicant.goto('/requestForm');
  await fillPromoterStep(applicant);
  await applicant.getByRole('button', { name: 'Avanti' }).click();
  await fillStudyStep(applicant, 'Ciclo di vita completo: studio di fase III sul farmaco CT-9');
  await applicant.getByRole('button', { name: 'Avanti' }).click();
  await choose(applicant, 'Tipologia di richiesta', A1);
  await field(applicant, 'Oggetto').fill('Parere su sperimentazione clinica di fase III');
  await field(applicant, 'Descrizione').fill('Studio multicentrico randomizzato.');
  for (const label of A1_REQUIRED)
    await upload(applicant, label, `${label.toLowerCase().replaceAll(' ', '_')}.pdf`);
  const { _id: id, identifier: number } = await sendRequest(applicant);
  const identifier = String(number);
  await waitForState(applicant, 'RIC', id, 'PENDING');

  const secretariat = await signedInPage(browser, 'Giulia Bianchi');
  await decide(secretariat, id, 'Inoltra', 'Requisiti formali completi.');
  expect(await stateOf(secretariat, 'SEG', id)).toBe('SUBMITTED');

  // A first meeting: the rapporteur asks the applicant for an integration.
  const president = await signedInPage(browser, 'Anna Ferrari');
  const first = await createMeeting(secretariat, `Ciclo di vita ${Date.now()} - prima riunione`, [
    identifier,
  ]);
  await assignAndOpen(president, first, { [identifier]: 'Paolo Neri' });
  const rapporteur = await signedInPage(browser, 'Paolo Neri');
  await rapporteur.goto(first);
  const form = reviewForm(rapporteur, identifier);
  await form.locator('label', { hasText: 'Da integrare' }).click();
  await form
    .getByRole('textbox', { name: 'Commento per il richiedente' })
    .fill('Allegare il consenso informato aggiornato.');
  await form.getByRole('button', { name: 'Invia richiesta di integrazione' }).click();
  await confirmInDialog(rapporteur, 'Conferma esito', 'Invia richiesta di integrazione', 'Da integrare');
  // The frozen copy offers no outcome any more (its report may still be corrected).
  await expect(form.getByRole('radio', { name: 'Da integrare' })).toHaveCount(0);
  // The committee's request reaches the applicant when the president closes the meeting, not before.
  expect(await stateOf(applicant, 'RIC', id)).toBe('SUBMITTED');
  await closeMeeting(president, first);
  expect(await stateOf(applicant, 'RIC', id)).toBe('TO_INTEGRATE_CER');

  // The applicant integrates: WAIT_PROT_CER, then the protocol job makes it SUBMITTED again.
  await applicant.goto(`/requestForm/${id}`);
  await applicant.getByRole('button', { name: 'Avanti' }).click();
  await applicant.getByRole('button', { name: 'Avanti' }).click();
  await applicant
    .getByRole('group', { name: 'Consenso informato (obbligatorio)', exact: true })
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'consenso_aggiornato.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
    });
  await expect(applicant.getByText('consenso_aggiornato.pdf', { exact: true })).toBeVisible();
  expect((await sendRequest(applicant)).state).toBe('WAIT_PROT_CER');
  await waitForState(applicant, 'RIC', id, 'SUBMITTED');

  // A second meeting accepts it; the president closes the meeting.
  const second = await createMeeting(secretariat, `Ciclo di vita ${Date.now()} - seconda riunione`, [
    identifier,
  ]);
  await assignAndOpen(president, second, { [identifier]: 'Sara Gialli' });
  const secondRapporteur = await signedInPage(browser, 'Sara Gialli');
  await secondRapporteur.goto(second);
  await acceptWithReport(secondRapporteur, identifier);
  expect(await stateOf(applicant, 'RIC', id)).toBe('SUBMITTED');
  await closeMeeting(president, second);

  expect(await stateOf(applicant, 'RIC', id)).toBe('ACCEPTED');
  await applicant.goto(`/showRequest/${id}`);
  await expect(applicant.getByText('Accettata').first()).toBeVisible();
  const log = (
    await callApi<{ logs: { role: string; user: string }[] }>(applicant, 'RIC', 'GET', `/request/${id}`)
  ).logs;
  expect(new Set(log.map((entry) => entry.role))).toEqual(new Set(['RIC', 'ADMIN', 'SEG', 'CET']));
});
