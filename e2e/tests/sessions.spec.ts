import type { Page } from '@playwright/test';
import { callApi } from '../support/api';
import { field } from '../support/requestForm';
import { shortTokenServer, signInAs, signInPage, signOut } from '../support/signIn';
import { expect, test } from '../support/test';

/** The OIDC client's stored user (oidc-client-ts keeps it in localStorage under `oidc.user:…`). */
const storedOidcUser = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'));
    return key
      ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token: string; refresh_token?: string })
      : null;
  });

/** Makes the session impossible to renew: an access token the API refuses and a refresh token the issuer does not know. */
const breakSession = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'));
    if (!key) throw new Error('no OIDC user stored');
    const user = JSON.parse(localStorage.getItem(key) ?? '{}');
    localStorage.setItem(key, JSON.stringify({ ...user, refresh_token: 'revocato', expires_at: 1 }));
    localStorage.setItem('auth_token', 'revocato');
  });

test.describe('a working day with short-lived tokens', () => {
  test.use({ baseURL: shortTokenServer() });

  test('an applicant keeps working past the access token lifetime and saves the draft with no error', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAs(page, 'Mario Rossi');
    const first = await storedOidcUser(page);
    await page.getByRole('link', { name: 'Compila una nuova richiesta' }).click();
    await expect(page).toHaveURL(/\/requestForm$/);
    // Typing for longer than a token lives (20 s): the portal renews it while the user is active.
    for (let second = 0; second < 30; second += 3) {
      await field(page, 'Indirizzo').fill(`Via della Ricerca ${second}`);
      await page.waitForTimeout(3_000);
    }
    const renewed = await storedOidcUser(page);
    expect(renewed?.access_token).not.toBe(first?.access_token);
    // The refresh token rotates with every renewal.
    expect(renewed?.refresh_token).not.toBe(first?.refresh_token);
    await page.getByRole('button', { name: 'Salva bozza' }).click();
    await expect(page.getByText('Bozza salvata.')).toBeVisible();
    await expect(page.getByText('Sessione scaduta')).toHaveCount(0);
    await expect(page).toHaveURL(/\/requestForm\/[\w-]+$/);
  });
});

test.describe('sessions that never lose work', () => {
  test('a 401 while filling the form: signing in again in a popup keeps what was typed and saves it', async ({
    page,
    context,
  }) => {
    await signInAs(page, 'Mario Rossi');
    await page.goto('/requestForm');
    await field(page, 'Indirizzo').fill('Via della Pazienza 7');
    // The issuer's session ended meanwhile (e.g. 8 hours passed) and the tokens are no good.
    await breakSession(page);
    await context.clearCookies({ name: /^_session/ });

    await page.getByRole('button', { name: 'Salva bozza' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Sessione scaduta' });
    await expect(dialog).toContainText('quello che hai scritto resta in questa pagina');
    const popupOpened = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Accedi di nuovo' }).click();
    const popup = await popupOpened;
    await expect(signInPage(popup)).toBeVisible();
    await popup.getByRole('button', { name: /^Mario Rossi\b/ }).click();
    await popup.waitForEvent('close');

    // The refused save was sent again with the new token: saved, and what was typed is there.
    await expect(page.getByText('Bozza salvata.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/requestForm\/[\w-]+$/);
    await expect(field(page, 'Indirizzo')).toHaveValue('Via della Pazienza 7');
    const id = new URL(page.url()).pathname.split('/').pop() ?? '';
    const saved = await callApi<{ promoterAddress: string }>(page, 'RIC', 'GET', `/request/${id}`);
    expect(saved.promoterAddress).toBe('Via della Pazienza 7');
  });

  test("'Esci' ends the issuer's session too: 'Accedi' then asks who signs in", async ({ page }) => {
    await signInAs(page, 'Giulia Bianchi');
    await signOut(page, 'Giulia Bianchi');
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await page.getByRole('link', { name: "Accedi all'area personale" }).click();
    await expect(signInPage(page)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Giulia Bianchi\b/ })).toBeVisible();
  });

  test('a deep link survives sign-in: the user lands on the page asked for', async ({ page }) => {
    await signInAs(page, 'Giulia Bianchi');
    const { result } = await callApi<{ result: { _id: string }[] }>(page, 'SEG', 'POST', '/request/find', {
      query: { states: ['PENDING'] },
      take: 1,
    });
    const id = result[0]?._id ?? '';
    await signOut(page, 'Giulia Bianchi');

    page.on('dialog', (alert) => alert.accept());
    await page.goto(`/showRequest/${id}`);
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('link', { name: "Accedi all'area personale" }).click();
    await page.getByRole('button', { name: /^Giulia Bianchi\b/ }).click();
    await expect(page).toHaveURL(new RegExp(`/showRequest/${id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a forged #access_token is ignored and an answer with a wrong state is refused', async ({ page }) => {
    await page.goto(
      '/home#access_token=eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJSU1NNUkE4MEEwMUg1MDFVIn0.bm90LWEtc2lnbmF0dXJl',
    );
    await expect(page.getByRole('link', { name: "Accedi all'area personale" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

    await page.goto('/home?code=forged-code&state=forged-state');
    await expect(page).toHaveURL(/\/loginFailure$/);
    await expect(page.getByRole('alertdialog', { name: 'Login fallito' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  });

  test('the issuer refuses to send a sign-in to another loopback port', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(
      `/oidc/auth?${new URLSearchParams({
        client_id: 'cet-portal',
        response_type: 'code',
        redirect_uri: 'http://localhost:9999/home',
        scope: 'openid',
        state: 'x',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
      })}`,
    );
    await expect(page.getByRole('heading', { name: 'Accesso non riuscito' })).toBeVisible();
    expect(requested.some((url) => url.startsWith('http://localhost:9999'))).toBe(false);
  });

  test('the portal signs in at another loopback name of the same server', async ({ page, baseURL }) => {
    const other = (baseURL ?? '').replace('127.0.0.1', 'localhost');
    await page.goto(`${other}/`);
    await page.getByRole('link', { name: "Accedi all'area personale" }).click();
    await page.getByRole('button', { name: /^Anna Ferrari\b/ }).click();
    await expect(page).toHaveURL(`${other}/home`);
    await expect(page.getByText('Benvenuto, Anna Ferrari')).toBeVisible();
  });
});
