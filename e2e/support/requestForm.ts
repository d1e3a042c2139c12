import { expect, type Page } from '@playwright/test';
import { pdf } from './files';

/** The required attachments of type A1 in the demo configuration (apps/api/src/demo/requestTypes.ts). */
export const A1_REQUIRED = [
  'Lettera di intenti',
  'Protocollo',
  'Sinossi',
  'Consenso informato',
  'Polizza assicurativa',
  'CV dello sperimentatore',
  'Brochure dello sperimentatore',
];
export const A1 = 'A1 - Sperimentazione clinica di medicinali - profit';

export const stepHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^Passo \d di 3/ });
export const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
/** A select's button is named by its value, then its label. */
export const select = (page: Page, label: string) =>
  page.getByRole('button', { name: new RegExp(`${label}$`) });

/** Opens a select and chooses an option by its exact name. */
export const choose = async (page: Page, label: string, option: string) => {
  await select(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(select(page, label)).toContainText(option);
};

export const attachment = (page: Page, label: string) =>
  page.getByRole('group', { name: `${label} (obbligatorio)`, exact: true });

export const upload = async (page: Page, label: string, fileName: string) => {
  const group = attachment(page, label);
  await group.locator('input[type="file"]').setInputFiles(pdf(fileName));
  await expect(group.getByText(fileName, { exact: true })).toBeVisible();
};

/** Step 1 of a new request: the promoter's data, in Italy. */
export const fillPromoterStep = async (page: Page) => {
  await field(page, 'Indirizzo').fill('Via della Ricerca 12');
  // A select opens once its options are there.
  await expect(page.getByText('Caricamento delle province…')).toBeHidden();
  await choose(page, 'Provincia', 'Roma (RM)');
  await expect(page.getByText('Caricamento delle città…')).toBeHidden();
  await choose(page, 'Città', 'Fiumicino');
  await field(page, 'CAP').fill('00054');
  await field(page, 'Telefono').fill('+39 06 5550123');
  await field(page, 'E-mail').fill('studi.clinici@alfa.example.it');
  await field(page, 'PEC').fill('alfa@pec.example.it');
  await field(page, 'Nome del legale rappresentante').fill('Giorgio');
  await field(page, 'Cognome del legale rappresentante').fill('Conti');
  await choose(page, 'Richiesta presentata da', 'Promotore');
};

/** Step 2: the study's data. */
export const fillStudyStep = async (page: Page, studyTitle: string) => {
  await field(page, 'Titolo dello studio').fill(studyTitle);
  await field(page, 'Sperimentatore principale').fill('Dott.ssa Elena Galli');
  await field(page, 'Numero EudraCT').fill('2026-001234-56');
  await field(page, 'Farmaco sperimentale').fill('Molecola CT-7');
};

/** Opens the confirmation of 'Invia richiesta', confirms, and gives the sent request as the server answered. */
export const sendRequest = async (page: Page) => {
  await page.getByRole('button', { name: 'Invia richiesta' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Conferma invio' });
  await expect(dialog).toBeVisible();
  const sent = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api') && response.request().postDataJSON()?.path === '/request/send',
  );
  await dialog.getByRole('button', { name: 'Invia richiesta' }).click();
  const response = await sent;
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { _id: string; state: string; identifier: number } }).data;
};

/**
 * Reloads a form holding changes not saved on the server: the browser asks first ('beforeunload'),
 * and the user leaves; the draft in progress keeps what was typed.
 */
export const reloadLeavingChanges = async (page: Page) => {
  const question = page.waitForEvent('dialog');
  const reload = page.reload();
  const asked = await question;
  expect(asked.type()).toBe('beforeunload');
  await asked.accept();
  await reload;
};
