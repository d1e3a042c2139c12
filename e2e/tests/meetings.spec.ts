import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiOutcome } from '../support/api';
import { pdf } from '../support/files';
import { cardOf, confirmInDialog } from '../support/meetings';
import { signInAs } from '../support/signIn';
import { expect as baseExpect, test } from '../support/test';

// The machine is shared by several test runs: a page or a save may take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

// Tall enough for a page of rows (the table renders only the rows in view) and a meeting's cards.
test.use({ viewport: { width: 1280, height: 1600 } });

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * A state as the page shows it after its 'Stato' label: a badge whose glyph (hidden from screen
 * readers) repeats its colour, ✓ green for accepted and open, • grey otherwise.
 */
const stateShown = (glyph: '✓' | '•', label: string) => new RegExp(`Stato[^:]*:\\s*${glyph}\\s*${label}`);

/** Today in Italian time, as export file names write it (dd-MM-yyyy). */
const todayDashed = () =>
  new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  })
    .format(new Date())
    .replaceAll('/', '-');

/** The rows of the meeting table as screen readers read them: the first cell (subject) of each. */
const subjectsShown = (page: Page) =>
  page.getByRole('grid').evaluate((grid) =>
    [...grid.querySelectorAll('[role="row"]')]
      .map((row) => row.querySelector('[role="rowheader"]'))
      .filter((cell): cell is Element => cell !== null)
      .map((cell) => {
        const copy = cell.cloneNode(true) as Element;
        for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
        return copy.textContent?.trim() ?? '';
      }),
  );

test.describe
  .serial('a meeting from its creation to its closing', () => {
    const subject = `Riunione di prova e2e ${Date.now()}`;
    let meetingPath = '';
    let paolosRequest = '';
    let sarasRequest = '';

    test('the secretariat creates a meeting from two forwarded requests and finds it in the list', async ({
      page,
    }) => {
      await signInAs(page, 'Giulia Bianchi');
      await page.goto('/newConference');
      await expect(page.getByRole('heading', { level: 1, name: 'Nuova Riunione' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Oggetto' }).fill(subject);
      // Far in the future, so that the newest-first list shows it on its first page.
      await page.getByRole('group', { name: 'Data di inizio' }).getByRole('spinbutton').first().click();
      await page.keyboard.type('01012099');
      await page
        .getByRole('textbox', { name: 'Ordine del giorno' })
        .fill('Esame delle richieste inoltrate di prova');

      const addButtons = page.getByRole('button', { name: /^Aggiungi richiesta \d+$/ });
      await expect(addButtons.first()).toBeVisible();
      expect(await addButtons.count()).toBeGreaterThanOrEqual(2);
      for (const target of ['paolo', 'sara'] as const) {
        const button = addButtons.first();
        const identifier = (await button.getAttribute('aria-label'))?.match(/\d+$/)?.[0] ?? '';
        if (target === 'paolo') paolosRequest = identifier;
        else sarasRequest = identifier;
        await button.click();
        await expect(page.getByRole('button', { name: `Rimuovi richiesta ${identifier}` })).toBeVisible();
      }

      await page.getByRole('button', { name: 'Crea riunione' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Conferma creazione riunione' });
      await expect(confirm).toContainText(
        `Verrà creata la riunione "${subject}" con 2 richieste da esaminare.`,
      );
      await confirm.getByRole('button', { name: 'Crea riunione' }).click();

      await expect(page).toHaveURL(/\/conferenceList$/);
      await expect(page.getByText('Riunione creata correttamente')).toBeVisible();
      const edit = page.getByRole('link', { name: `Modifica la riunione ${subject}` });
      await expect(edit).toBeVisible();
      // The secretariat's 'Modifica' on a meeting not yet opened leads to its edit form.
      const editPath = (await edit.getAttribute('href')) ?? '';
      expect(editPath).toMatch(/^\/editConference\/.+/);
      meetingPath = editPath.replace('/editConference/', '/showConference/');
    });

    test('the president assigns the rapporteurs, saves them and opens the meeting', async ({ page }) => {
      await signInAs(page, 'Anna Ferrari');
      await page.goto(meetingPath);
      await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Richieste da esaminare:' })).toBeVisible();
      const open = page.getByRole('button', { name: 'Apri Riunione' });
      // No rapporteur yet: the meeting cannot open, and the page says why.
      await expect(open).toBeDisabled();
      await expect(open).toHaveAccessibleDescription('Assegna e salva i relatori per aprire la riunione');

      for (const [identifier, name] of [
        [paolosRequest, 'Paolo Neri'],
        [sarasRequest, 'Sara Gialli'],
      ] as const) {
        const field = cardOf(page, identifier).getByRole('combobox', { name: 'Relatore' });
        // Suggested by a part of the name, whatever its case.
        await field.fill(name.split(' ')[1]?.toLowerCase() ?? '');
        await page.getByRole('option', { name }).click();
        await expect(field).toHaveValue(name);
      }
      // Chosen but not saved, they do not open it yet.
      await expect(open).toBeDisabled();
      await page.getByRole('button', { name: 'Salva relatori' }).click();
      await expect(page.getByText('Relatori salvati correttamente')).toBeVisible();
      await expect(open).toBeEnabled();

      await open.click();
      await confirmInDialog(
        page,
        'Conferma Apertura',
        'Apri Riunione',
        `La riunione "${subject}" verrà aperta`,
      );
      await expect(page.getByText('Riunione aperta correttamente')).toBeVisible();
      await expect(page.getByRole('main')).toContainText(stateShown('✓', 'Aperta'));
      await expect(cardOf(page, paolosRequest).getByRole('combobox', { name: 'Relatore' })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Salva relatori' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Chiudi Riunione' })).toBeVisible();
    });

    test('Paolo Neri accepts his request with a report text and file', async ({ page }) => {
      await signInAs(page, 'Paolo Neri');
      await page.goto(meetingPath);
      // Only the request he reviews offers him the review.
      await expect(cardOf(page, sarasRequest).getByRole('form')).toHaveCount(0);
      const form = cardOf(page, paolosRequest).getByRole('form', {
        name: `Relazione sulla richiesta ${paolosRequest}`,
      });
      await form
        .getByRole('textbox', { name: 'Sintesi della relazione' })
        .fill('Parere favorevole del relatore.');
      await form
        .getByRole('group', { name: 'File della relazione' })
        .locator('input[type="file"]')
        .setInputFiles(pdf('relazione_paolo.pdf'));
      await expect(form.getByText('relazione_paolo.pdf caricato.')).toBeVisible();
      // React Aria draws the radio over its hidden input: a user presses the label.
      await form.locator('label', { hasText: 'Accettata' }).click();
      await expect(form.getByRole('radio', { name: 'Accettata' })).toBeChecked();
      await form.getByRole('button', { name: 'Salva relazione' }).click();
      await confirmInDialog(page, 'Conferma esito', 'Salva relazione', `${paolosRequest} –`);
      await expect(form.getByText('Relazione salvata.')).toBeVisible();
      await expect(cardOf(page, paolosRequest)).toContainText(stateShown('✓', 'Accettata'));
    });

    test('Sara Gialli asks for an integration with a comment for the applicant', async ({ page }) => {
      await signInAs(page, 'Sara Gialli');
      await page.goto(meetingPath);
      const card = cardOf(page, sarasRequest);
      const form = card.getByRole('form', { name: `Relazione sulla richiesta ${sarasRequest}` });
      await form.locator('label', { hasText: 'Da integrare' }).click();
      await expect(form.getByRole('radio', { name: 'Da integrare' })).toBeChecked();
      const send = form.getByRole('button', { name: 'Invia richiesta di integrazione' });
      await expect(send).toBeDisabled();
      // In one change, as a paste: the button follows it at once.
      await form
        .getByRole('textbox', { name: 'Commento per il richiedente' })
        .fill('Chiarire i criteri di inclusione.');
      await send.click();
      await confirmInDialog(page, 'Conferma esito', 'Invia richiesta di integrazione', 'Da integrare');
      // The reviewed version is frozen as a clone: its card offers no outcome any more, only corrections.
      await expect(
        card.getByText('Richiesta clonata: l’esito non si sceglie in questa riunione.'),
      ).toBeVisible();
      await expect(card.getByRole('radio')).toHaveCount(0);
      await expect(card).toContainText(stateShown('•', 'Da integrare'));
    });

    test('the secretariat uploads the minutes', async ({ page }) => {
      await signInAs(page, 'Giulia Bianchi');
      await page.goto(meetingPath);
      const signedMinutes = page.getByRole('region', { name: 'Verbale Riunione (FIRMATO)' });
      await expect(
        signedMinutes.getByText('Non è stato ancora caricato nessun verbale firmato.'),
      ).toBeVisible();
      // Only the president uploads the signed minutes.
      await expect(signedMinutes.locator('input[type="file"]')).toHaveCount(0);
      const minutes = page.getByRole('region', { name: 'Verbale Riunione', exact: true });
      await expect(minutes.getByText('Non è stato ancora caricato nessun verbale.')).toBeVisible();
      await minutes.locator('input[type="file"]').setInputFiles(pdf('verbale.pdf'));
      // Nothing is sent before the chosen file is confirmed.
      await confirmInDialog(page, 'Conferma caricamento del verbale', 'Carica', 'File scelto: verbale.pdf');
      await expect(page.getByText('Verbale caricato correttamente')).toBeVisible();

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        minutes.getByRole('button', { name: 'Scarica verbale.pdf' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('verbale.pdf');
      expect(
        readFileSync(await download.path())
          .subarray(0, 8)
          .toString('latin1'),
      ).toBe('%PDF-1.4');
    });

    test('the president uploads the signed minutes and closes the meeting, which then refuses any change', async ({
      page,
    }) => {
      await signInAs(page, 'Anna Ferrari');
      await page.goto(meetingPath);
      const signedMinutes = page.getByRole('region', { name: 'Verbale Riunione (FIRMATO)' });
      await signedMinutes.locator('input[type="file"]').setInputFiles(pdf('verbale_firmato.pdf'));
      await confirmInDialog(
        page,
        'Conferma caricamento del verbale firmato',
        'Carica',
        'File scelto: verbale_firmato.pdf',
      );
      await expect(page.getByText('Verbale firmato caricato correttamente')).toBeVisible();
      await expect(signedMinutes.getByRole('button', { name: 'Scarica verbale_firmato.pdf' })).toBeVisible();

      await page.getByRole('button', { name: 'Chiudi Riunione' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Conferma Chiusura' });
      await expect(dialog).toContainText(`La riunione "${subject}" verrà chiusa.`);
      await expect(dialog).toContainText('Una volta chiusa la riunione non potrà più essere modificata.');
      await dialog.getByRole('button', { name: 'Chiudi Riunione' }).click();
      await expect(page.getByText('Riunione chiusa correttamente')).toBeVisible();
      await expect(page.getByRole('main')).toContainText(stateShown('•', 'Chiusa'));

      // No edit control is left on a closed meeting.
      const main = page.getByRole('main');
      await expect(main.getByRole('combobox')).toHaveCount(0);
      await expect(main.locator('input[type="file"]')).toHaveCount(0);
      await expect(main.getByRole('form')).toHaveCount(0);
      for (const name of ['Apri Riunione', 'Chiudi Riunione', 'Salva relatori']) {
        await expect(main.getByRole('button', { name })).toHaveCount(0);
      }
      // Reports are there for everyone to read.
      await expect(cardOf(page, paolosRequest)).toContainText('Parere favorevole del relatore.');

      // The server refuses a change too, even with the latest version in hand.
      const id = meetingPath.split('/').pop() ?? '';
      const current = await apiOutcome(page, 'PRE', 'GET', `/conference/${id}`, {});
      const { updated } = current.body.data as { updated: string };
      const refused = await apiOutcome(page, 'PRE', 'PATCH', '/conference', {
        _id: id,
        updated,
        closeDate: new Date().toISOString(),
      });
      expect([403, 409]).toContain(refused.status);
      expect(refused.body.error?.message).toMatch(/chiusa/);
    });

    test('the requests end accepted and to be integrated after the meeting', async ({ page }) => {
      await signInAs(page, 'Anna Ferrari');
      const stateOf = async (identifier: string) => {
        const found = await apiOutcome(page, 'PRE', 'POST', '/request/find', {
          query: { identifier: Number(identifier) },
        });
        return (found.body.data as { result: { state: string }[] }).result.map((request) => request.state);
      };
      expect(await stateOf(paolosRequest)).toEqual(['ACCEPTED']);
      expect(await stateOf(sarasRequest)).toEqual(['TO_INTEGRATE_CER']);

      await page.goto(meetingPath);
      await expect(cardOf(page, paolosRequest)).toContainText(stateShown('✓', 'Accettata'));
      await expect(cardOf(page, sarasRequest)).toContainText(stateShown('•', 'Da integrare'));
    });
  });

test.describe('the meeting list', () => {
  test('keeps its filters, sort and page size in the address across a reload', async ({ page }) => {
    await signInAs(page, 'Giulia Bianchi');
    await page.goto('/conferenceList');
    await expect(page.getByRole('heading', { level: 1, name: 'Lista Riunioni' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Nuova Riunione' })).toBeVisible();

    const search = page.getByRole('search', { name: 'Cerca riunioni' });
    await search.getByRole('textbox', { name: 'Oggetto' }).fill('seduta');
    await search.getByRole('button', { name: 'Cerca' }).click();
    await expect(page).toHaveURL(/[?&]subject=seduta/);
    await page.getByRole('columnheader', { name: 'Oggetto' }).click();
    await expect(page).toHaveURL(/[?&]sort=subject/);
    await page.getByRole('button', { name: /Righe per pagina/ }).click();
    await page.getByRole('option', { name: '20' }).click();
    await expect(page).toHaveURL(/[?&]size=20/);

    const expected = ['Seduta ordinaria di febbraio', 'Seduta ordinaria di marzo', 'Seduta straordinaria'];
    await expect.poll(() => subjectsShown(page)).toEqual(expected);

    await page.reload();
    await expect(page).toHaveURL(/subject=seduta/);
    await expect(search.getByRole('textbox', { name: 'Oggetto' })).toHaveValue('seduta');
    await expect(page.getByRole('columnheader', { name: 'Oggetto' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect.poll(() => subjectsShown(page)).toEqual(expected);
    await expect(page.getByRole('button', { name: /Righe per pagina/ })).toContainText('20');

    // A closed meeting is viewed, the others can still change.
    await expect(
      page.getByRole('link', { name: 'Visualizza la riunione Seduta ordinaria di febbraio' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Modifica la riunione Seduta straordinaria' })).toBeVisible();
  });

  test('exports the meetings as CSV and as PDF, named Riunioni and the day', async ({ page }) => {
    await signInAs(page, 'Anna Ferrari');
    await page.goto('/conferenceList');
    // Only the secretariat creates meetings from the list.
    await expect(page.getByRole('heading', { level: 1, name: 'Lista Riunioni' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Nuova Riunione' })).toHaveCount(0);
    const download = page.getByRole('button', { name: 'Scarica Lista' });
    await expect(download).toBeDisabled();

    for (const format of ['CSV', 'PDF'] as const) {
      await page.getByRole('button', { name: /Formato/ }).click();
      await page.getByRole('option', { name: format }).click();
      const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
      expect(file.suggestedFilename()).toBe(`Riunioni_${todayDashed()}.${format.toLowerCase()}`);
      const bytes = readFileSync(await file.path());
      if (format === 'PDF') expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      else expect(bytes.toString('utf8')).toContain('Seduta ordinaria di marzo');
    }
  });

  test('has no WCAG 2.1 AA violations', async ({ page }) => {
    await signInAs(page, 'Giulia Bianchi');
    await page.goto('/conferenceList');
    await expect.poll(() => subjectsShown(page)).toContain('Seduta straordinaria');
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(results.violations).toEqual([]);
  });
});

test.describe('the meeting detail', () => {
  test('has no WCAG 2.1 AA violations for the secretariat in an open meeting', async ({ page }) => {
    await signInAs(page, 'Giulia Bianchi');
    await page.goto('/conferenceList?subject=marzo');
    await page.getByRole('link', { name: 'Modifica la riunione Seduta ordinaria di marzo' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Seduta ordinaria di marzo' })).toBeVisible();
    await expect(page.getByRole('form').first()).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(results.violations).toEqual([]);
  });

  test('has no WCAG 2.1 AA violations for the president in a waiting meeting, nor in its request modal', async ({
    page,
  }) => {
    await signInAs(page, 'Anna Ferrari');
    await page.goto('/conferenceList?subject=straordinaria');
    // The president acts on the meeting from its page, but only the secretariat edits it.
    await expect(page.getByRole('link', { name: 'Modifica la riunione Seduta straordinaria' })).toHaveCount(
      0,
    );
    await page.getByRole('link', { name: 'Visualizza la riunione Seduta straordinaria' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Seduta straordinaria' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Relatore' })).toBeEnabled();
    expect((await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()).violations).toEqual([]);

    await page.getByRole('button', { name: /^Visualizza richiesta/ }).click();
    const modal = page.getByRole('dialog');
    await expect(modal.getByText('Identificativo')).toBeVisible();
    await expect(modal.getByText('Inoltrata')).toBeVisible();
    expect((await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()).violations).toEqual([]);
  });
});
