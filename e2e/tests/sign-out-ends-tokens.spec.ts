import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import pg from 'pg';
import { startPostgres } from '../../bench/lib/postgres.mjs';
import { freePort, type PortalServer, startPortalServer } from '../support/portalServer';
import { signInPage, signOut } from '../support/signIn';
import { expect, test } from '../support/test';

/** What the API says to a token whose sign-in ended (apps/api/src/auth/session.ts). */
const SIGN_IN_ENDED = 'Accesso negato: la sessione di accesso è stata chiusa, accedi di nuovo';

/** Signs in through the real embedded sign-in page of a spec's own server. */
const signInAs = async (page: Page, url: string, fullname: string) => {
  await page.goto(`${url}/`);
  await page.getByRole('link', { name: "Accedi all'area personale" }).click();
  await expect(signInPage(page)).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^${fullname}\\b`) }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(`Benvenuto, ${fullname}`)).toBeVisible();
};

/** The token the portal keeps for its calls, taken out of the browser as anyone at the PC could. */
const storedToken = async (page: Page) => {
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  expect(token).toBeTruthy();
  return token ?? '';
};

/** `GET /user` with a token on a server: its status and, when refused, its message. */
const whoAmI = async (url: string, token: string) => {
  const response = await fetch(`${url}/api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      appCode: '000017',
      service: 'user',
      method: 'GET',
      path: '/user',
      params: { input: {}, role: null },
    }),
  });
  const answer = (await response.json()) as { error?: { message: string } };
  return response.status === 200 ? '200' : `${response.status} ${answer.error?.message}`;
};

/** 'Esci' from the user menu, with the portal's call that ends the sign-in at the server. */
const signOutAtServer = async (page: Page, fullname: string) => {
  const told = page.waitForResponse((response) => response.url().endsWith('/api/sign-out'));
  await signOut(page, fullname);
  expect((await told).status()).toBe(204);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
};

test("after 'Esci', the access token taken before it is refused by the API", async ({ page }) => {
  test.setTimeout(120_000);
  const server = await startPortalServer({});
  try {
    await signInAs(page, server.url, 'Giulia Bianchi');
    const token = await storedToken(page);
    expect(await whoAmI(server.url, token)).toBe('200');
    await signOutAtServer(page, 'Giulia Bianchi');
    expect(await whoAmI(server.url, token)).toBe(`401 ${SIGN_IN_ENDED}`);
  } finally {
    await server.stop();
  }
});

test("after 'Esci' on one instance, another instance on the same PostgreSQL refuses the token too", async ({
  page,
}) => {
  test.setTimeout(180_000);
  // Two instances cannot share an embedded PGlite: a database of the spec's own on DATABASE_URL's server,
  // dropped afterwards, or on a throw-away PostgreSQL cluster of Debian's when no server is given.
  const cluster = process.env.DATABASE_URL ? undefined : startPostgres();
  // Stopped whatever fails below, the database's creation and drop included.
  try {
    const adminUrl = process.env.DATABASE_URL ?? cluster?.url ?? '';
    const name = `cet_e2e_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const databaseUrl = new URL(adminUrl);
    databaseUrl.pathname = `/${name}`;
    // Two instances behind one PUBLIC_URL, as behind a proxy: one database, one issuer key (DATA_DIR).
    const shared = {
      DATABASE_URL: databaseUrl.toString(),
      DEMO_DATA: 'true',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'cet-e2e-sign-out-')),
    };
    let first: PortalServer | undefined;
    let second: PortalServer | undefined;
    try {
      first = await startPortalServer(shared);
      const secondPort = await freePort();
      const secondUrl = `http://127.0.0.1:${secondPort}`;
      second = await startPortalServer({ ...shared, PORT: String(secondPort), PUBLIC_URL: first.url });
      await expect
        .poll(async () => (await fetch(`${secondUrl}/api/health`).catch(() => null))?.status, {
          timeout: 60_000,
          intervals: [250],
        })
        .toBe(200);

      await signInAs(page, first.url, 'Giulia Bianchi');
      const token = await storedToken(page);
      expect(await whoAmI(secondUrl, token)).toBe('200');
      await signOutAtServer(page, 'Giulia Bianchi');
      expect(await whoAmI(first.url, token)).toBe(`401 ${SIGN_IN_ENDED}`);
      // The other instance asks the database again about a token at most once a second.
      await expect
        .poll(() => whoAmI(secondUrl, token), { timeout: 5_000, intervals: [250] })
        .toBe(`401 ${SIGN_IN_ENDED}`);
    } finally {
      await second?.stop();
      await first?.stop();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    }
  } finally {
    cluster?.stop();
  }
});
