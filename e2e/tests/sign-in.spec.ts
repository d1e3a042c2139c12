import AxeBuilder from '@axe-core/playwright';
import { signInAs, signInPage, signInThroughIssuer, signOut } from '../support/signIn';
import { expect, test } from '../support/test';

const demoAccounts = [
  { fullname: 'Mario Rossi', role: 'Richiedente' },
  { fullname: 'Giulia Bianchi', role: 'Segreteria' },
  { fullname: 'Paolo Neri', role: 'Comitato Etico' },
  { fullname: 'Anna Ferrari', role: 'Presidente' },
  { fullname: 'Marco Colombo', role: 'Amministratore' },
];

test.describe('signing in through the single sign-on', () => {
  for (const { fullname, role } of demoAccounts) {
    test(`${fullname} signs in through the sign-in page and is greeted with role ${role}`, async ({
      page,
    }) => {
      await signInThroughIssuer(page, fullname);
      await expect(page.getByText(`Ruolo attivo: ${role}`)).toBeVisible();
      // The token never stays in the address bar.
      expect(new URL(page.url()).hash).toBe('');
    });
  }

  test('a reload keeps the user signed in', async ({ page }) => {
    await signInAs(page, 'Mario Rossi');
    await page.reload();
    await expect(page.getByText('Benvenuto, Mario Rossi')).toBeVisible();
    await expect(page.getByText('Ruolo attivo: Richiedente')).toBeVisible();
  });

  test('Laura Ricci switches from the secretariat to the committee role', async ({ page }) => {
    await signInAs(page, 'Laura Ricci');
    await expect(page.getByText('Ruolo attivo: Segreteria')).toBeVisible();
    await page.getByRole('button', { name: /Laura Ricci/ }).click();
    await page.getByRole('menuitemradio', { name: 'Comitato Etico' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('Ruolo attivo: Comitato Etico')).toBeVisible();
    // The committee's home page leads to the meeting list; its menu gives a new meeting on every
    // page, as the spec's CET menu says.
    await expect(page.getByRole('link', { name: 'Vai alla lista delle riunioni' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Crea una nuova riunione' })).toHaveCount(0);
    const menu = page.getByRole('navigation', { name: 'Menu principale', includeHidden: true });
    await expect(
      menu.getByRole('link', { name: 'Nuova Riunione', exact: true, includeHidden: true }),
    ).toHaveAttribute('href', '/newConference');
  });

  test('Esci signs the user out and clears the storage', async ({ page }) => {
    await signInAs(page, 'Giulia Bianchi');
    await signOut(page, 'Giulia Bianchi');
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  });

  test('a signed-out deep link meets the guard: the alert, then back to the home page', async ({ page }) => {
    const alerts: string[] = [];
    page.on('dialog', async (dialog) => {
      alerts.push(dialog.message());
      await dialog.accept();
    });
    await page.goto('/requestList');
    await expect(page).toHaveURL(/\/$/);
    expect(alerts).toEqual(['Access Denied, Login is Required to Access This Page!']);
  });

  test('the sign-in page has no WCAG 2.1 AA violations, before and after an error', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: "Accedi all'area personale" }).click();
    await expect(signInPage(page)).toBeVisible();
    const scan = () =>
      new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect((await scan()).violations).toEqual([]);
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Inserisci il codice fiscale.');
    expect((await scan()).violations).toEqual([]);
  });

  test('an unknown fiscal code gets a clear message on the sign-in page and no token', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: "Accedi all'area personale" }).click();
    await page.getByLabel('Codice fiscale').fill('ZZZZZZ00Z00Z000Z');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Accesso non riuscito: il codice fiscale non è abilitato ad accedere al portale.',
    );
    await expect(page.getByLabel('Codice fiscale')).toHaveAttribute('aria-invalid', 'true');
  });

  test('cancelling on the sign-in page ends on the failure path', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: "Accedi all'area personale" }).click();
    await page.getByRole('button', { name: 'Annulla e torna al portale' }).click();
    await expect(page).toHaveURL(/\/loginFailure$/);
    const modal = page.getByRole('alertdialog', { name: 'Login fallito' });
    await expect(modal).toContainText('Si è verificato un errore durante il login.');
    await expect(page.getByText('Errore in fase di autenticazione')).toBeVisible();
    await modal.getByRole('button', { name: 'Chiudi' }).click();
    await expect(modal).toBeHidden();
  });
});
