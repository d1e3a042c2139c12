import type { Page } from '@playwright/test';
import { callApi, waitForState } from '../support/api';
import { axeViolations } from '../support/axe';
import { pdf } from '../support/files';
import {
  A1,
  A1_REQUIRED,
  choose,
  field,
  fillPromoterStep,
  fillStudyStep,
  sendRequest,
  stepHeading,
  upload,
} from '../support/requestForm';
import { signedInPage } from '../support/signIn';
import { expect, test } from '../support/test';

const STUDY_TITLE = 'Percorso completo: anticoagulante orale nel tromboembolismo venoso';

interface SeenRequest {
  _id: string;
  identifier: number | null;
  state: string;
  comment: string | null;
}

/** The row of a request in the list on screen, found through the list's identifier filter. */
const findInList = async (page: Page, identifier: number) => {
  await page.getByRole('textbox', { name: 'Identificativo' }).fill(String(identifier));
  await page.getByRole('button', { name: 'Cerca', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`identifier=${identifier}`));
  // The previous rows stay on screen while the filtered page loads: wait for the one result.
  await expect(page.getByText('1 risultato', { exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: STUDY_TITLE.slice(0, 20) });
  await expect(row).toHaveCount(1);
  return row;
};

test('a request from draft to forwarded: applicant, protocol job and secretariat, with an integration', async ({
  browser,
}) => {
  test.setTimeout(240_000);

  // The applicant fills the three steps, saves a draft, reloads, resumes and sends.
  const applicant = await signedInPage(browser, 'Mario Rossi');
  await applicant.goto('/requestForm');
  await expect(stepHeading(applicant)).toHaveText('Passo 1 di 3: Dati del promotore');
  await fillPromoterStep(applicant);
  await applicant.getByRole('button', { name: 'Avanti' }).click();
  await fillStudyStep(applicant, STUDY_TITLE);
  await applicant.getByRole('button', { name: 'Avanti' }).click();
  await choose(applicant, 'Tipologia di richiesta', A1);
  await field(applicant, 'Oggetto').fill('Parere su sperimentazione clinica di fase III');
  await field(applicant, 'Descrizione').fill('Studio multicentrico randomizzato in doppio cieco.');
  const [first = '', ...others] = A1_REQUIRED;
  await upload(applicant, first, 'lettera_di_intenti.pdf');
  await applicant.getByRole('button', { name: 'Salva bozza' }).click();
  await expect(applicant.getByText('Bozza salvata.')).toBeVisible();
  await expect(applicant).toHaveURL(/\/requestForm\/[\w-]+$/);

  await applicant.reload();
  await expect(field(applicant, 'Indirizzo')).toHaveValue('Via della Ricerca 12');
  await applicant.getByRole('button', { name: 'Avanti' }).click();
  await expect(field(applicant, 'Titolo dello studio')).toHaveValue(STUDY_TITLE);
  await applicant.getByRole('button', { name: 'Avanti' }).click();
  for (const label of others)
    await upload(applicant, label, `${label.toLowerCase().replaceAll(' ', '_')}.pdf`);
  const sent = await sendRequest(applicant);
  expect(sent.state).toBe('WAIT_PROT');
  const { _id: id, identifier } = sent;
  await expect(applicant).toHaveURL(new RegExp(`/showRequest/${id}$`));

  // The protocol job registers it: WAIT_PROT -> PENDING.
  await waitForState(applicant, 'RIC', id, 'PENDING');

  // The secretariat finds it among the requests in progress, highlighted, and asks for an integration.
  const secretariat = await signedInPage(browser, 'Giulia Bianchi');
  await secretariat.goto('/requestListInProgress');
  await expect(
    secretariat.getByRole('heading', { level: 1, name: 'Lista Richieste in lavorazione' }),
  ).toBeVisible();
  const pending = await findInList(secretariat, identifier);
  await expect(pending).toHaveAttribute('data-highlighted', 'true');
  await expect(pending.getByRole('rowheader').or(pending.getByRole('gridcell')).first()).toContainText(
    'In attesa di valutazione:',
  );
  expect(await axeViolations(secretariat)).toEqual([]);
  await pending.getByRole('link', { name: `Visualizza la richiesta ${identifier}` }).click();
  await expect(secretariat).toHaveURL(new RegExp(`/showRequest/${id}$`));
  // The URL changes before the lazy page replaces the list: check the request page, not the list leaving.
  await expect(secretariat.getByRole('heading', { level: 1, name: 'Dettaglio richiesta' })).toBeVisible();
  expect(await axeViolations(secretariat)).toEqual([]);
  await expect(secretariat.getByRole('radio', { name: /Richiedi integrazione/ })).toBeChecked();
  await expect(
    secretariat.getByText('Le integrazioni dovranno essere inserite entro 180 giorni.'),
  ).toBeVisible();
  await secretariat
    .getByRole('textbox', { name: 'Commento' })
    .fill('Manca la firma del promotore sulla sinossi.');
  await secretariat.getByRole('button', { name: 'Conferma decisione' }).click();
  // A final act: the dialog names the request and the outcome, and its own button decides.
  await secretariat
    .getByRole('alertdialog', { name: 'Conferma decisione' })
    .getByRole('button', { name: 'Conferma decisione' })
    .click();
  await expect(secretariat).toHaveURL(/\/requestListInProgress$/);
  const integration = await callApi<SeenRequest>(secretariat, 'SEG', 'GET', `/request/${id}`, {});
  expect(integration).toMatchObject({
    state: 'TO_INTEGRATE',
    comment: 'Manca la firma del promotore sulla sinossi.',
  });

  // The applicant sees it highlighted as to integrate, integrates it and sends it again.
  await applicant.goto('/requestList');
  await expect(applicant.getByText(/richiest[ae] da integrare$/)).toBeVisible();
  const toIntegrate = await findInList(applicant, identifier);
  await expect(toIntegrate).toHaveAttribute('data-highlighted', 'true');
  await expect(toIntegrate).toContainText('Da integrare');
  await toIntegrate.getByRole('link', { name: `Modifica la richiesta ${identifier}` }).click();
  await expect(applicant).toHaveURL(new RegExp(`/requestForm/${id}$`));
  await applicant.getByRole('button', { name: 'Avanti' }).click();
  await applicant.getByRole('button', { name: 'Avanti' }).click();
  await field(applicant, 'Descrizione').fill(
    'Studio multicentrico randomizzato in doppio cieco. Sinossi firmata.',
  );
  await applicant
    .getByRole('group', { name: 'Sinossi (obbligatorio)', exact: true })
    .locator('input[type="file"]')
    .setInputFiles(pdf('sinossi_firmata.pdf'));
  await expect(applicant.getByText('sinossi_firmata.pdf', { exact: true })).toBeVisible();
  expect((await sendRequest(applicant)).state).toBe('WAIT_PROT');
  await waitForState(applicant, 'RIC', id, 'PENDING');

  // The secretariat sees it as integrated, with the date of the integration, and forwards it.
  await secretariat.goto('/requestListInProgress');
  await secretariat.getByText('Visualizza solo richieste integrate', { exact: true }).click();
  await expect(
    secretariat.getByRole('checkbox', { name: 'Visualizza solo richieste integrate' }),
  ).toBeChecked();
  const integrated = await findInList(secretariat, identifier);
  await expect(secretariat).toHaveURL(/onlyIntegrated=true/);
  const today = new Intl.DateTimeFormat('it-IT', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Rome',
  }).format(new Date());
  await expect(integrated).toContainText(today);
  await integrated.getByRole('link', { name: `Visualizza la richiesta ${identifier}` }).click();
  await secretariat.getByText('Inoltra', { exact: true }).click();
  await expect(secretariat.getByRole('radio', { name: /Inoltra/ })).toBeChecked();
  await secretariat.getByRole('textbox', { name: 'Commento' }).fill('Requisiti formali completi.');
  await secretariat.getByRole('button', { name: 'Conferma decisione' }).click();
  // A final act: the dialog names the request and the outcome, and its own button decides.
  await secretariat
    .getByRole('alertdialog', { name: 'Conferma decisione' })
    .getByRole('button', { name: 'Conferma decisione' })
    .click();
  await expect(secretariat).toHaveURL(/\/requestListInProgress$/);
  expect((await callApi<SeenRequest>(secretariat, 'SEG', 'GET', `/request/${id}`, {})).state).toBe(
    'SUBMITTED',
  );

  // The applicant sees it forwarded: no longer editable.
  await applicant.goto(`/showRequest/${id}`);
  await expect(applicant.getByText('Inoltrata').first()).toBeVisible();
  await expect(applicant.getByRole('link', { name: /Modifica/ })).toHaveCount(0);
});
