import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { apiOutcome } from './api';

/** The e2e lane's second server, whose access tokens live 20 seconds (playwright.config.ts). */
export const shortTokenServer = () => `http://127.0.0.1:${process.env.E2E_SESSION_PORT}`;

/** The embedded issuer's sign-in page, where the demo accounts are chosen. */
export const signInPage = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Accedi al Portale CET' });

/**
 * What a sign-in left in a fresh browser (its localStorage and cookies), per server and user, so that
 * the next journey of the same user starts from it instead of walking the issuer's pages again: on
 * two cores each walk costs 3–4 s, and the lane signs in about a hundred times. The journeys run one
 * after another in one worker, so a module's map is the whole lane's.
 */
type SignedInState = {
  storage: Record<string, string>;
  cookies: Awaited<ReturnType<BrowserContext['cookies']>>;
  expiresAt: number;
};
const signedInStates = new Map<string, SignedInState>();
const stateKey = (page: Page, fullname: string) => `${new URL(page.url()).origin} ${fullname}`;

/**
 * A state is replayed only while its access token has at least this long to live: the portal renews
 * a token (and the issuer rotates the refresh token, revoking the grant on reuse) one minute before it
 * expires, so a journey started from a state never renews in its first two minutes, and a refresh token
 * is never used twice. On the short-token server no state is ever fresh enough.
 */
const REPLAY_MIN_LIFE_MS = 180_000;

/** The access token's expiry as oidc-client-ts stored it (seconds since the epoch), in ms. */
const storedExpiry = (storage: Record<string, string>) => {
  const key = Object.keys(storage).find((name) => name.startsWith('oidc.user:'));
  const expiresAt = key
    ? (JSON.parse(storage[key] ?? '{}') as { expires_at?: number }).expires_at
    : undefined;
  return typeof expiresAt === 'number' ? expiresAt * 1000 : 0;
};

const expectGreeted = async (page: Page, fullname: string) => {
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(`Benvenuto, ${fullname}`)).toBeVisible();
};

const walkIssuer = async (page: Page, fullname: string, fresh: boolean) => {
  await page.goto('/');
  await page.getByRole('link', { name: "Accedi all'area personale" }).click();
  await expect(signInPage(page)).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^${fullname}\\b`) }).click();
  await expectGreeted(page, fullname);
  // Only a fresh browser's state is exactly what a sign-in leaves; a used one also holds its past.
  if (!fresh) return;
  const storage = await page.evaluate(() => ({ ...localStorage }));
  const cookies = await page.context().cookies(page.url());
  signedInStates.set(stateKey(page, fullname), { storage, cookies, expiresAt: storedExpiry(storage) });
};

/**
 * Signs in through the real embedded sign-in page: 'Accedi all'area personale', then the demo
 * account's button. Ends back on /home, greeted. The journeys that test signing in itself use this.
 */
export const signInThroughIssuer = (page: Page, fullname: string) =>
  walkIssuer(page, fullname, page.url() === 'about:blank');

/**
 * Signed in as `fullname` on /home, greeted. A fresh browser starts from the state the last sign-in of
 * the same user left, while its token is young enough (REPLAY_MIN_LIFE_MS), as a second tab of that
 * user would; otherwise it signs in through the issuer's pages.
 */
export const signInAs = async (page: Page, fullname: string) => {
  const fresh = page.url() === 'about:blank';
  if (fresh) await page.goto('/api/health');
  const state = fresh ? signedInStates.get(stateKey(page, fullname)) : undefined;
  if (!state || state.expiresAt - Date.now() < REPLAY_MIN_LIFE_MS) {
    await walkIssuer(page, fullname, fresh);
    return;
  }
  await page.context().addCookies(state.cookies);
  await page.evaluate((storage) => {
    for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
  }, state.storage);
  // A journey may have signed the user out by its own clicks, or an administrator changed them.
  if ((await apiOutcome(page, null, 'GET', '/user')).status !== 200) {
    signedInStates.delete(stateKey(page, fullname));
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await walkIssuer(page, fullname, true);
    return;
  }
  await page.goto('/home');
  await expectGreeted(page, fullname);
};

/**
 * 'Esci' from the user menu. Resolves once the issuer's end of session has sent the browser back to the
 * home page, so that nothing after it meets a navigation midway.
 */
export const signOut = async (page: Page, fullname: string) => {
  // 'Esci' ends the grant and the issuer's session that a kept state would hand on.
  signedInStates.delete(stateKey(page, fullname));
  const atIssuer = page.waitForURL(/\/oidc\/session\/end\b/, { waitUntil: 'commit' });
  await page.getByRole('button', { name: new RegExp(fullname) }).click();
  await page.getByRole('menuitem', { name: 'Esci' }).click();
  await atIssuer;
  await expect(page).toHaveURL(/\/(\?state=[\w-]+)?$/);
  await expect(page.getByRole('link', { name: "Accedi all'area personale" })).toBeVisible();
};

/**
 * Another user in a browser of their own, signed in as `signInAs` does. Tall by default,
 * so that a meeting's cards and a combobox's suggestions below them are in view.
 */
export const signedInPage = async (
  browser: Browser,
  fullname: string,
  viewport: { width: number; height: number } = { width: 1280, height: 1600 },
) => {
  const page = await (await browser.newContext({ viewport })).newPage();
  await signInAs(page, fullname);
  return page;
};
