import { expect, type Locator, type Page } from '@playwright/test';
import { pdf } from './files';

/** The card of one request on the meeting page, found by its heading. */
export const cardOf = (page: Page, identifier: string): Locator =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: `Richiesta ${identifier}` }) });

/** SEG creates a meeting of the given forwarded requests on /newConference; gives the meeting's address. */
export const createMeeting = async (page: Page, subject: string, identifiers: readonly string[]) => {
  await page.goto('/newConference');
  await expect(page.getByRole('heading', { level: 1, name: 'Nuova Riunione' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Oggetto' }).fill(subject);
  // Far in the future, so that the newest-first list shows it on its first page.
  await page.getByRole('group', { name: 'Data di inizio' }).getByRole('spinbutton').first().click();
  await page.keyboard.type('01012099');
  await page.getByRole('textbox', { name: 'Ordine del giorno' }).fill('Esame delle richieste inoltrate');
  for (const identifier of identifiers) {
    await page.getByRole('button', { name: `Aggiungi richiesta ${identifier}`, exact: true }).click();
    await expect(
      page.getByRole('button', { name: `Rimuovi richiesta ${identifier}`, exact: true }),
    ).toBeVisible();
  }
  await page.getByRole('button', { name: 'Crea riunione' }).click();
  await page
    .getByRole('alertdialog', { name: 'Conferma creazione riunione' })
    .getByRole('button', { name: 'Crea riunione' })
    .click();
  await expect(page).toHaveURL(/\/conferenceList$/);
  const edit = page.getByRole('link', { name: `Modifica la riunione ${subject}` });
  await expect(edit).toBeVisible();
  // The secretariat's 'Modifica' leads to the edit form of a meeting not yet opened; callers want its page.
  return ((await edit.getAttribute('href')) ?? '').replace('/editConference/', '/showConference/');
};

/** A final act asks first, naming the request and the outcome: the dialog's own button confirms it. */
export const confirmInDialog = async (page: Page, title: string, button: string, text?: string | RegExp) => {
  const dialog = page.getByRole('alertdialog', { name: title });
  if (text) await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: button }).click();
};

/** PRE gives each request its rapporteur (typed as part of the surname), saves them and opens the meeting. */
export const assignAndOpen = async (page: Page, meetingPath: string, rapporteurs: Record<string, string>) => {
  await page.goto(meetingPath);
  await expect(page.getByRole('heading', { level: 2, name: 'Richieste da esaminare:' })).toBeVisible();
  for (const [identifier, name] of Object.entries(rapporteurs)) {
    const field = cardOf(page, identifier).getByRole('combobox', { name: 'Relatore' });
    await field.fill(name.split(' ')[1]?.toLowerCase() ?? '');
    await page.getByRole('option', { name }).click();
    await expect(field).toHaveValue(name);
  }
  await page.getByRole('button', { name: 'Salva relatori' }).click();
  await expect(page.getByText('Relatori salvati correttamente')).toBeVisible();
  await page.getByRole('button', { name: 'Apri Riunione' }).click();
  await confirmInDialog(page, 'Conferma Apertura', 'Apri Riunione');
  await expect(page.getByText('Riunione aperta correttamente')).toBeVisible();
};

/** The review form of a request in an open meeting, as its rapporteur or SEG sees it. */
export const reviewForm = (page: Page, identifier: string) =>
  cardOf(page, identifier).getByRole('form', { name: `Relazione sulla richiesta ${identifier}` });

/** The rapporteur accepts the request with a report text and file. */
export const acceptWithReport = async (page: Page, identifier: string) => {
  const form = reviewForm(page, identifier);
  await form
    .getByRole('textbox', { name: 'Sintesi della relazione' })
    .fill('Parere favorevole del relatore.');
  await form
    .getByRole('group', { name: 'File della relazione' })
    .locator('input[type="file"]')
    .setInputFiles(pdf(`relazione_${identifier}.pdf`));
  await expect(form.getByText(`relazione_${identifier}.pdf caricato.`)).toBeVisible();
  // React Aria draws the radio over its hidden input: a user presses the label.
  await form.locator('label', { hasText: 'Accettata' }).click();
  await form.getByRole('button', { name: 'Salva relazione' }).click();
  await confirmInDialog(page, 'Conferma esito', 'Salva relazione', 'Accettata');
  await expect(form.getByText('Relazione salvata.')).toBeVisible();
};
