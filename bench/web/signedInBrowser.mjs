// A Chromium of its own for Lighthouse, signed in through the portal's real sign-in: 'Accedi
// all'area personale', then a demo account's button on the embedded issuer's page (as the e2e lane's
// signInAs does). The portal keeps its session in localStorage, which Lighthouse leaves in place
// (`disableStorageReset`) when it opens its tab in the same browser.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';

export const CHROME_PATH = '/usr/bin/chromium';
export const CHROME_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

/** Starts Chromium; `signInAs` (a demo account's full name) signs in first. Gives its debugging port. */
export const startBrowser = async (serverUrl, signInAs) => {
  const profile = mkdtempSync(join(tmpdir(), 'cet-lh-profile-'));
  const browser = await puppeteer.launch({
    executablePath: CHROME_PATH,
    headless: true,
    userDataDir: profile,
    args: [...CHROME_FLAGS, '--remote-debugging-port=0'],
  });
  const page = await browser.newPage();
  if (signInAs) {
    await page.goto(`${serverUrl}/`, { waitUntil: 'networkidle0' });
    await Promise.all([
      page.waitForNavigation(),
      page.locator("::-p-aria(Accedi all'area personale)").click(),
    ]);
    await page.locator(`::-p-text(${signInAs})`).click();
    await page.waitForFunction(() => window.location.pathname === '/home', { timeout: 60_000 });
    await page.locator(`::-p-text(Benvenuto, ${signInAs})`).wait();
  }
  return {
    port: Number(new URL(browser.wsEndpoint()).port),
    page,
    clearCache: async () => {
      const session = await page.createCDPSession();
      await session.send('Network.clearBrowserCache');
      await session.detach();
    },
    close: async () => {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
};

/** The address of the first meeting's page in the secretariat's meeting list. */
export const firstMeetingPage = async (serverUrl, page) => {
  await page.goto(`${serverUrl}/conferenceList`, { waitUntil: 'networkidle0' });
  const href = await page
    .locator('a[href*="/showConference/"], a[href*="/editConference/"]')
    .map((link) => link.getAttribute('href'))
    .wait();
  return href.replace('/editConference/', '/showConference/');
};
