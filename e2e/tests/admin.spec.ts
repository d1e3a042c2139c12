import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from '@playwright/test';
import { pdf } from '../support/files';
import { signInAs } from '../support/signIn';
import { expect, test } from '../support/test';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const PANELS = [
  { path: '/rolePanel', title: 'Pannello Utenti' },
  { path: '/corporatePanel', title: 'Pannello Enti' },
  { path: '/typePanel', title: 'Gestisci Tipologie' },
  { path: '/homePanel', title: 'Gestisci pagina principale' },
  { path: '/outboxPanel', title: 'Posta inviata' },
];

/** A few characters that differ between tests of one run, for codes that must be unique. */
const unique = () => Date.now().toString().slice(-8);

/** A call of the wire contract as the signed-in user of the page, with its token and XSRF cookie. */
const callApi = async (page: Page, role: string, method: string, path: string, input: object) => {
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  const cookies = await page.context().cookies();
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return page.request.post('/api', {
    headers: { Authorization: `Bearer ${token}`, 'X-XSRF-TOKEN': xsrf },
    data: { appCode: '000017', service: path.split('/')[1], method, path, params: { input, role } },
  });
};

/** Chooses an option of a React Aria select by its label. */
const choose = async (page: Page, scope: Locator, label: RegExp, option: string) => {
  await scope.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
};

/** Signs in, in a browser context of its own, by typing the fiscal code on the sign-in page. */
const signInWithFiscalCode = async (browser: Browser, fiscalCode: string) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('link', { name: "Accedi all'area personale" }).click();
  await page.getByLabel('Codice fiscale').fill(fiscalCode);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  return page;
};

test.describe('the administration panels', () => {
  // Each journey signs in more than once or runs several axe scans, on a machine of two cores.
  test.describe.configure({ timeout: 60_000 });

  test('ADMIN creates a company and a user with role RIC in it, and the new user signs in', async ({
    page,
    browser,
  }) => {
    const companyName = `Fondazione Prova ${unique()}`;
    const vat = `IT${unique()}001`;
    await signInAs(page, 'Marco Colombo');

    await page.goto('/corporatePanel');
    await expect(page.getByRole('heading', { level: 1, name: 'Pannello Enti' })).toBeVisible();
    await page.getByRole('button', { name: 'Nuovo Ente' }).click();
    const companyDialog = page.getByRole('dialog', { name: 'Crea un nuovo ente' });
    await companyDialog.getByRole('textbox', { name: 'Nome ente' }).fill(companyName);
    await companyDialog.getByRole('textbox', { name: 'Partita IVA' }).fill(vat);
    await companyDialog.getByRole('button', { name: 'Conferma' }).click();
    await expect(page.getByText('Ente inserito correttamente')).toBeVisible();
    await expect(companyDialog).toBeHidden();
    // The newest company comes first (inserted, descending).
    await expect(page.getByRole('row').nth(1)).toContainText(companyName);
    await expect(page.getByRole('row').nth(1)).toContainText(vat);

    await page.goto('/rolePanel');
    await expect(page.getByRole('heading', { level: 1, name: 'Pannello Utenti' })).toBeVisible();
    const legend = page.getByRole('region', { name: 'Legenda' });
    await expect(legend.getByRole('term')).toHaveText(['RIC', 'SEG', 'CET', 'PRE']);
    await expect(legend.getByRole('definition')).toHaveText([
      'Richiedente',
      'Segreteria',
      'Comitato Etico',
      'Presidente',
    ]);
    await page.getByRole('button', { name: 'Nuovo Utente' }).click();
    const userDialog = page.getByRole('dialog', { name: 'Nuovo Utente' });
    await userDialog
      .getByRole('textbox', { name: 'Codice fiscale o identificativo eIDAS' })
      .fill('mrnlne90e55h501c');
    await userDialog.getByRole('textbox', { name: 'Nome', exact: true }).fill('Elena');
    await userDialog.getByRole('textbox', { name: 'Cognome' }).fill('Marini');
    await choose(page, userDialog, /Ente/, companyName);
    await userDialog
      .getByRole('grid', { name: 'Ruoli disponibili:' })
      .getByRole('row', { name: 'RIC Richiedente' })
      .click();
    await expect(
      userDialog
        .getByRole('grid', { name: 'Ruoli selezionati:' })
        .getByRole('row', { name: 'RIC Richiedente' }),
    ).toBeVisible();
    await userDialog.getByRole('button', { name: 'Conferma' }).click();
    await expect(page.getByText('Utente inserito correttamente')).toBeVisible();
    const newRow = page.getByRole('row', { name: /Elena Marini/ });
    await expect(newRow).toContainText('MRNLNE90E55H501C');
    await expect(newRow).toContainText('RIC');

    const newUser = await signInWithFiscalCode(browser, 'MRNLNE90E55H501C');
    await expect(newUser).toHaveURL(/\/home$/);
    await expect(newUser.getByText('Benvenuto, Elena Marini')).toBeVisible();
    await expect(newUser.getByText('Ruolo attivo: Richiedente')).toBeVisible();
    await newUser.context().close();
  });

  test('a taken VAT number is refused with the server’s reason and the typed values stay', async ({
    page,
  }) => {
    await signInAs(page, 'Marco Colombo');
    await page.goto('/corporatePanel');
    await page.getByRole('button', { name: 'Nuovo Ente' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crea un nuovo ente' });
    await dialog.getByRole('textbox', { name: 'Nome ente' }).fill('Farmaceutica Doppia');
    await dialog.getByRole('textbox', { name: 'Partita IVA' }).fill('01234567897');
    await dialog.getByRole('button', { name: 'Conferma' }).click();
    await expect(
      page.getByText('Esiste già un utente o un ente con codice 01234567897').first(),
    ).toBeVisible();
    await expect(page.getByText('Errore', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Nome ente' })).toHaveValue('Farmaceutica Doppia');
  });

  test('ADMIN finds a user by fiscal code and edits it: Utente aggiornato correttamente', async ({
    page,
  }) => {
    const code = `ANNA_ROSSI_${unique()}`;
    await signInAs(page, 'Marco Colombo');
    await page.goto('/rolePanel');
    await page.getByRole('button', { name: 'Nuovo Utente' }).click();
    const newDialog = page.getByRole('dialog', { name: 'Nuovo Utente' });
    await newDialog.getByRole('textbox', { name: 'Codice fiscale o identificativo eIDAS' }).fill(code);
    await newDialog.getByRole('textbox', { name: 'Nome', exact: true }).fill('Anna');
    await newDialog.getByRole('textbox', { name: 'Cognome' }).fill('Rossi');
    await newDialog.getByRole('button', { name: 'Conferma' }).click();
    await expect(page.getByText('Utente inserito correttamente')).toBeVisible();

    const search = page.getByRole('search', { name: 'Cerca utenti' });
    await search.getByRole('textbox', { name: 'Codice fiscale' }).fill(code.toLowerCase());
    await search.getByRole('button', { name: 'Cerca' }).click();
    await expect(page).toHaveURL(new RegExp(`fiscalCode=${code.toLowerCase()}`));
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByRole('button', { name: 'Modifica utente Anna Rossi' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Modifica Utente' });
    await expect(
      editDialog.getByRole('textbox', { name: 'Codice fiscale o identificativo eIDAS' }),
    ).toHaveValue(code);
    await editDialog.getByRole('textbox', { name: 'Cognome' }).fill('Rossini');
    await editDialog
      .getByRole('grid', { name: 'Ruoli disponibili:' })
      .getByRole('row', { name: 'SEG Segreteria' })
      .click();
    await editDialog.getByRole('button', { name: 'Conferma' }).click();
    await expect(page.getByText('Utente aggiornato correttamente')).toBeVisible();
    const row = page.getByRole('row', { name: /Anna Rossini/ });
    await expect(row).toContainText('SEG');

    // The search stays in the address: a reload shows the same list.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Pannello Utenti' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Anna Rossini/ })).toContainText(code);
    await expect(
      page.getByRole('search', { name: 'Cerca utenti' }).getByRole('textbox', { name: 'Codice fiscale' }),
    ).toHaveValue(code.toLowerCase());
    await page.getByRole('button', { name: 'Cancella' }).click();
    await expect(page).toHaveURL(/\/rolePanel$/);
  });

  test('ADMIN adds a required document to type A1, and a requester’s new A1 request asks for it', async ({
    page,
    browser,
  }) => {
    const label = `Parere del comitato di prova ${unique()}`;
    await signInAs(page, 'Marco Colombo');
    await page.goto('/typePanel');
    await expect(page.getByRole('heading', { level: 1, name: 'Gestisci Tipologie' })).toBeVisible();
    await choose(
      page,
      page.getByRole('main'),
      /Tipologia di richiesta/,
      'A1 - Sperimentazione clinica di medicinali - profit',
    );
    const cards = page.getByRole('group', { name: /^Campo \d+$/ });
    const before = await cards.count();
    expect(before).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Aggiungi campo' }).click();
    const added = page.getByRole('group', { name: `Campo ${before + 1}` });
    await added.getByRole('textbox', { name: 'Nome da associare al campo' }).fill(label);
    await added
      .getByRole('group', { name: 'Modello del documento' })
      .locator('input[type="file"]')
      .setInputFiles(pdf('modello-parere.pdf'));
    await expect(added.getByText(/Codice modello: /)).toBeVisible();
    await added.getByText('Allegato obbligatorio').click();
    await expect(added.getByRole('checkbox', { name: 'Allegato obbligatorio' })).toBeChecked();
    await page.getByRole('button', { name: 'Conferma modifiche' }).click();
    await expect(page.getByText('Modifiche salvate.')).toBeVisible();

    // The template uploaded comes back as it was sent.
    const download = page.waitForEvent('download');
    await added.getByRole('button', { name: 'Scarica modello' }).click();
    expect((await download).suggestedFilename()).toBe('modello-parere.pdf');

    // A second change right after the first is not refused as stale: the panel read the new version.
    await added.getByRole('textbox', { name: 'Nome da associare al campo' }).fill(`${label} firmato`);
    await page.getByRole('button', { name: 'Conferma modifiche' }).click();
    await expect(page.getByText('Modifiche salvate.')).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    // The requester reads the configuration that its new A1 request uses.
    const requester = await signInWithFiscalCode(browser, 'RSSMRA80A01H501U');
    await expect(requester.getByText('Benvenuto, Mario Rossi')).toBeVisible();
    const response = await callApi(requester, 'RIC', 'POST', '/requestConfig/find', {
      query: { requestType: 'A1' },
    });
    expect(response.status()).toBe(200);
    const [config] = (await response.json()).data.result;
    expect(config.documentType).toContainEqual(
      expect.objectContaining({ label: `${label} firmato`, required: true }),
    );
    // And the request form asks for it on step 3 (empty steps may be passed while drafting).
    await requester.goto('/requestForm');
    const stepHeading = requester.getByRole('main').getByRole('heading', { level: 2, name: /^Passo/ });
    await expect(stepHeading).toHaveText('Passo 1 di 3: Dati del promotore');
    await requester.getByRole('button', { name: 'Avanti' }).click();
    await expect(stepHeading).toHaveText('Passo 2 di 3: Dati dello studio');
    await requester.getByRole('button', { name: 'Avanti' }).click();
    await expect(stepHeading).toHaveText('Passo 3 di 3: Proposta e allegati');
    await choose(
      requester,
      requester.getByRole('main'),
      /Tipologia di richiesta$/,
      'A1 - Sperimentazione clinica di medicinali - profit',
    );
    await expect(
      requester.getByRole('group', { name: `${label} firmato (obbligatorio)`, exact: true }),
    ).toBeVisible();
    await requester.context().close();

    // The field goes away again, so that other journeys send A1 requests as the demo configures them.
    await page.reload();
    await choose(
      page,
      page.getByRole('main'),
      /Tipologia di richiesta/,
      'A1 - Sperimentazione clinica di medicinali - profit',
    );
    await page.getByRole('button', { name: `Elimina campo: ${label} firmato` }).click();
    await expect(page.getByRole('group', { name: /^Campo \d+$/ })).toHaveCount(before);
    await page.getByRole('button', { name: 'Conferma modifiche' }).click();
    await expect(page.getByText('Modifiche salvate.')).toBeVisible();
  });

  test('ADMIN edits the home page and the home page shows the new text', async ({ page }) => {
    const notice = `Avviso-${unique()}`;
    await signInAs(page, 'Marco Colombo');
    await page.goto('/homePanel');
    await expect(page.getByRole('heading', { level: 1, name: 'Gestisci pagina principale' })).toBeVisible();
    await expect(
      page.getByText(/^Ultimo aggiornamento di Marco Colombo il \d{2}-\d{2}-\d{4}$/),
    ).toBeVisible();
    const body = page.getByRole('textbox', { name: 'Contenuto centrale' });
    await body.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type(notice);
    await expect(body).toContainText(notice);
    await page.getByRole('button', { name: 'Salva', exact: true }).click();
    await expect(page.getByText('Home modificata con successo')).toBeVisible();

    // Through the menu, without reloading the portal: the home page reads the saved content.
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText(notice)).toBeVisible();
    await page.goto('/');
    await expect(page.getByText(notice)).toBeVisible();
  });

  test('a non-administrator gets the 403 page on every panel, and the server refuses its calls', async ({
    page,
  }) => {
    await signInAs(page, 'Giulia Bianchi');
    for (const panel of PANELS) {
      await page.goto(panel.path);
      await expect(page.getByRole('heading', { level: 1, name: 'Accesso negato' })).toBeVisible();
      await expect(page.getByRole('heading', { name: panel.title })).toHaveCount(0);
    }
    const refused = await callApi(page, 'SEG', 'PUT', '/user', {
      fiscalCode: 'SEG_PROVA_19800101',
      name: 'Seg',
      surname: 'Prova',
      roles: [],
    });
    expect(refused.status()).toBe(403);
    const companies = await callApi(page, 'SEG', 'POST', '/user/findCompanies', {});
    expect(companies.status()).toBe(403);
  });

  test('every panel has no WCAG 2.1 AA violations', async ({ page }) => {
    const scan = async () => (await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()).violations;
    await signInAs(page, 'Marco Colombo');

    await page.goto('/rolePanel');
    await expect(page.getByRole('row', { name: /Mario Rossi/ })).toContainText('RSSMRA80A01H501U');
    expect(await scan()).toEqual([]);
    await page.getByRole('button', { name: 'Nuovo Utente' }).click();
    await expect(page.getByRole('grid', { name: 'Ruoli disponibili:' })).toBeVisible();
    expect(await scan()).toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto('/corporatePanel');
    await expect(page.getByRole('row', { name: /Farmaceutica Alfa/ })).toContainText('01234567897');
    expect(await scan()).toEqual([]);

    await page.goto('/typePanel');
    await choose(
      page,
      page.getByRole('main'),
      /Tipologia di richiesta/,
      'A1 - Sperimentazione clinica di medicinali - profit',
    );
    await expect(page.getByRole('group', { name: 'Campo 1' })).toBeVisible();
    expect(await scan()).toEqual([]);

    await page.goto('/homePanel');
    await expect(page.getByRole('textbox', { name: 'Contenuto centrale' })).toBeVisible();
    expect(await scan()).toEqual([]);
  });
});
