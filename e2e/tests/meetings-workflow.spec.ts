import type { Page } from '@playwright/test';
import { apiOutcome, callApi } from '../support/api';
import { pdf } from '../support/files';
import { acceptWithReport, assignAndOpen, cardOf, confirmInDialog } from '../support/meetings';
import { signedInPage, signInAs } from '../support/signIn';
import { expect, test } from '../support/test';

interface Seen {
  _id: string;
  identifier: number;
  updated: string;
  state: string;
  logs: { operation: string }[];
}

/** Forwards `count` requests awaiting the check (PENDING → SUBMITTED), as the secretariat does. */
const forwardPending = async (page: Page, count: number): Promise<Seen[]> => {
  const { result } = await callApi<{ result: Seen[] }>(page, 'SEG', 'POST', '/request/find', {
    query: { states: ['PENDING'] },
    take: count,
    sort: { identifier: -1 },
  });
  expect(result).toHaveLength(count);
  return Promise.all(
    result.map((request) =>
      callApi<Seen>(page, 'SEG', 'POST', '/request/decide', {
        _id: request._id,
        updated: request.updated,
        state: 'SUBMITTED',
      }),
    ),
  );
};

/** A waiting meeting of the given requests, made through the API: the set-up, not the journey. */
const meetingOf = (page: Page, subject: string, requests: readonly Seen[]) =>
  callApi<{ _id: string; updated: string }>(page, 'SEG', 'PUT', '/conference', {
    subject,
    agenda: 'Esame delle richieste inoltrate',
    startDate: '2099-02-01T09:00:00.000Z',
    requestsUsers: requests.map((request) => ({ request: request._id })),
  });

const availableIds = async (page: Page) =>
  (
    await callApi<{ result: { _id: string }[] }>(page, 'SEG', 'POST', '/conference/availableRequests', {})
  ).result.map((request) => request._id);

/** The picker shows 5 requests a page: 'Successiva' until the request's button shows. */
const pickerButton = async (page: Page, action: 'Aggiungi' | 'Rimuovi', identifier: number) => {
  const button = page.getByRole('button', { name: `${action} richiesta ${identifier}`, exact: true });
  // The pool arrives after the page: paging before it has would skip the first page unseen.
  await page
    .getByRole('button', { name: new RegExp(`^${action} richiesta \\d+$`) })
    .first()
    .waitFor();
  for (let turn = 0; turn < 50 && !(await button.isVisible()); turn += 1) {
    await page.getByRole('button', { name: 'Successiva' }).first().click();
  }
  return button;
};

test.describe('the meeting workflow', () => {
  test('the secretariat edits a waiting meeting (subject, a request added, one removed) and deletes another', async ({
    page,
  }) => {
    await signInAs(page, 'Giulia Bianchi');
    const [kept, removed, added] = await forwardPending(page, 3);
    if (!kept || !removed || !added) throw new Error('three forwarded requests expected');
    const subject = `Riunione da correggere ${Date.now()}`;
    await meetingOf(page, subject, [kept, removed]);

    await page.goto(`/conferenceList?subject=${encodeURIComponent(subject)}`);
    await page.getByRole('link', { name: `Modifica la riunione ${subject}` }).click();
    await expect(page).toHaveURL(/\/editConference\//);
    await expect(
      page.getByRole('heading', { level: 1, name: `Modifica riunione: ${subject}` }),
    ).toBeVisible();
    const newSubject = `${subject} (corretta)`;
    await page.getByRole('textbox', { name: 'Oggetto' }).fill(newSubject);
    await (await pickerButton(page, 'Rimuovi', removed.identifier)).click();
    await (await pickerButton(page, 'Aggiungi', added.identifier)).click();
    await page.getByRole('button', { name: 'Salva modifiche' }).click();
    await confirmInDialog(
      page,
      'Conferma modifiche alla riunione',
      'Salva modifiche',
      `La riunione "${newSubject}" sarà salvata con 2 richieste da esaminare.`,
    );
    await expect(page).toHaveURL(/\/showConference\//);
    await expect(page.getByRole('heading', { level: 1, name: newSubject })).toBeVisible();
    await expect(cardOf(page, String(kept.identifier))).toBeVisible();
    await expect(cardOf(page, String(added.identifier))).toBeVisible();
    await expect(cardOf(page, String(removed.identifier))).toHaveCount(0);
    // The request taken out is free for another meeting.
    expect(await availableIds(page)).toContain(removed._id);

    // A meeting not yet opened is deleted after its confirmation; its request goes back to the pool.
    const doomed = await meetingOf(page, `Riunione da eliminare ${Date.now()}`, [removed]);
    await page.goto(`/editConference/${doomed._id}`);
    await page.getByRole('button', { name: 'Elimina riunione' }).click();
    await confirmInDialog(page, 'Conferma eliminazione', 'Elimina riunione', 'verrà eliminata');
    await expect(page).toHaveURL(/\/conferenceList$/);
    await expect(page.getByText('Riunione eliminata correttamente')).toBeVisible();
    expect((await apiOutcome(page, 'SEG', 'GET', `/conference/${doomed._id}`)).status).toBe(404);
    expect(await availableIds(page)).toContain(removed._id);
  });

  test('restore is refused in an open meeting; minutes get a protocol number; PRE closes with one request postponed, which the next meeting offers', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await signInAs(page, 'Giulia Bianchi');
    const [decided, undecided] = await forwardPending(page, 2);
    if (!decided || !undecided) throw new Error('two forwarded requests expected');
    const subject = `Riunione con rinvio ${Date.now()}`;
    const meeting = await meetingOf(page, subject, [decided, undecided]);
    const meetingPath = `/showConference/${meeting._id}`;

    // Tall, so that the cards' rapporteur suggestions are in view (signedInPage).
    const president = await signedInPage(browser, 'Anna Ferrari');
    await assignAndOpen(president, meetingPath, {
      [decided.identifier]: 'Paolo Neri',
      [undecided.identifier]: 'Paolo Neri',
    });

    // The secretariat cannot pull a request out of the open meeting.
    await page.goto(`/showRequest/${undecided._id}`);
    await page.getByRole('button', { name: 'Ripristina' }).click();
    await confirmInDialog(page, 'Conferma ripristino', 'Ripristina');
    await expect(
      page.getByText(/non può essere ripristinata finché la riunione non è chiusa/).first(),
    ).toBeVisible();
    expect((await callApi<Seen>(page, 'SEG', 'GET', `/request/${undecided._id}`)).state).toBe('SUBMITTED');

    // The rapporteur decides one request; the other stays without an outcome.
    const rapporteur = await signedInPage(browser, 'Paolo Neri');
    await rapporteur.goto(meetingPath);
    await acceptWithReport(rapporteur, String(decided.identifier));

    // The minutes uploaded by the secretariat are registered by the protocol job: NNNNNN/YYYY del ...
    await page.goto(meetingPath);
    const minutes = page.getByRole('region', { name: 'Verbale Riunione', exact: true });
    await minutes.locator('input[type="file"]').setInputFiles(pdf('verbale.pdf'));
    await confirmInDialog(page, 'Conferma caricamento del verbale', 'Carica', 'File scelto: verbale.pdf');
    await expect(page.getByText('Verbale caricato correttamente')).toBeVisible();
    await expect
      .poll(
        async () => {
          await page.reload();
          return page
            .getByRole('region', { name: 'Protocolli' })
            .textContent({ timeout: 2_000 })
            .catch(() => '');
        },
        { timeout: 30_000, intervals: [2_000] },
      )
      .toMatch(/\d{6}\/\d{4} del \d{2}/);

    // The president closes: the undecided request is listed, postponed unless changed.
    await president.goto(meetingPath);
    await president.getByRole('button', { name: 'Chiudi Riunione' }).click();
    const dialog = president.getByRole('alertdialog', { name: 'Conferma Chiusura' });
    await expect(dialog).toContainText('Una richiesta non ha ancora un esito');
    const choice = dialog.getByRole('radiogroup', {
      name: new RegExp(`^Richiesta ${undecided.identifier}:`),
    });
    await expect(choice.getByRole('radio', { name: 'Rinviata alla prossima riunione' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Chiudi Riunione' }).click();
    await expect(president.getByText('Riunione chiusa correttamente')).toBeVisible();
    await expect(cardOf(president, String(undecided.identifier))).toContainText(
      'Rinviata alla prossima riunione',
    );
    await expect(president.getByText('Richieste senza esito alla chiusura:')).toBeVisible();
    await expect(
      president.getByText(
        new RegExp(`Richiesta ${undecided.identifier} \\(.*\\): Rinviata alla prossima riunione`),
      ),
    ).toBeVisible();

    // The postponed request is offered to the next new meeting.
    await page.goto('/newConference');
    await expect(await pickerButton(page, 'Aggiungi', undecided.identifier)).toBeVisible();
    const history = await callApi<Seen>(page, 'SEG', 'GET', `/request/${undecided._id}`);
    expect(history.logs.at(-1)?.operation).toBe('POSTPONED');
  });

  test("the secretariat's decision asks first, naming request and outcome; a double click decides once", async ({
    page,
  }) => {
    await signInAs(page, 'Giulia Bianchi');
    const { result } = await callApi<{ result: Seen[] }>(page, 'SEG', 'POST', '/request/find', {
      query: { states: ['PENDING'] },
      take: 1,
    });
    const pending = result[0];
    if (!pending) throw new Error('a PENDING request expected');
    await page.goto(`/showRequest/${pending._id}`);
    await page.getByText('Rifiuta', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Commento' }).fill('Documentazione non conforme.');
    await page.getByRole('button', { name: 'Conferma decisione' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Conferma decisione' });
    await expect(dialog).toContainText(`La richiesta ${pending.identifier}`);
    await expect(dialog).toContainText('riceverà l’esito: Rifiuta.');
    await dialog.getByRole('button', { name: 'Annulla' }).click();
    expect((await callApi<Seen>(page, 'SEG', 'GET', `/request/${pending._id}`)).state).toBe('PENDING');

    await page.getByRole('button', { name: 'Conferma decisione' }).click();
    await dialog.getByRole('button', { name: 'Conferma decisione' }).dblclick();
    await expect(page).toHaveURL(/InProgress$/);
    const decided = await callApi<Seen>(page, 'SEG', 'GET', `/request/${pending._id}`);
    expect(decided.state).toBe('REJECTED');
    expect(decided.logs.filter((log) => log.operation === 'DECISION')).toHaveLength(1);
  });
});
