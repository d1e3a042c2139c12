import type { Page } from '@playwright/test';
import { callApi } from '../support/api';
import { axeViolations } from '../support/axe';
import { ITALIAN_WORDS, interfaceTexts } from '../support/languages';
import { signInAs } from '../support/signIn';
import { expect, test } from '../support/test';
import { VIEWPORTS } from '../support/viewports';

type Pages = (page: Page) => Promise<string[]>;

const firstId = async (page: Page, role: string, path: string) =>
  (await callApi<{ result: { _id: string }[] }>(page, role, 'POST', path, { take: 1 })).result[0]?._id;

/** Each role's pages, with the detail pages of its demo data. */
const ROLES: { who: string | null; pages: Pages }[] = [
  { who: null, pages: async () => ['/', '/documentation', '/indirizzo-inesistente'] },
  {
    who: 'Mario Rossi',
    pages: async (page) => [
      '/home',
      '/requestList',
      '/requestForm',
      `/showRequest/${await firstId(page, 'RIC', '/request/find')}`,
      '/preferenze',
    ],
  },
  {
    who: 'Giulia Bianchi',
    pages: async (page) => [
      '/home',
      '/requestListAll',
      '/requestListInProgress',
      `/showRequest/${await firstId(page, 'SEG', '/request/find')}`,
      '/conferenceList',
      '/newConference',
      `/showConference/${await firstId(page, 'SEG', '/conference/find')}`,
    ],
  },
  {
    who: 'Paolo Neri',
    pages: async () => ['/home', '/requestListSubmitted', '/conferenceList'],
  },
  {
    who: 'Anna Ferrari',
    pages: async (page) => ['/home', `/showConference/${await firstId(page, 'PRE', '/conference/find')}`],
  },
  {
    who: 'Marco Colombo',
    pages: async () => ['/rolePanel', '/corporatePanel', '/typePanel', '/homePanel', '/outboxPanel'],
  },
];

/** A page is read once its title shows and nothing is loading any more. */
const openPage = async (page: Page, path: string) => {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/^(Caricamento|Loading)\b/)).toHaveCount(0);
};

/** The roles whose pages change most on a phone (lists as cards, long detail pages). */
const PHONE_ROLES = new Set([null, 'Mario Rossi', 'Giulia Bianchi']);

/**
 * Every page each role reaches passes axe (WCAG 2.1 and 2.2 AA) in both languages, and under
 * ENG none of the portal's own words is left in Italian. At a desktop's width for every role; at a
 * phone's for the visitor, the applicant and the secretariat, whose lists turn into cards there (the
 * other roles' pages are the same components, and the lane's time is counted).
 */
for (const { name, viewport } of VIEWPORTS) {
  test.describe(`every page in both languages at ${viewport.width}×${viewport.height} (${name})`, () => {
    test.use({ viewport });

    for (const { who, pages } of ROLES.filter(({ who }) => name === 'desktop' || PHONE_ROLES.has(who))) {
      test(`${who ?? 'a visitor'}: no accessibility violation in Italian or in English`, async ({ page }) => {
        test.setTimeout(180_000);
        if (who) await signInAs(page, who);
        else await page.goto('/');
        const paths = await pages(page);

        for (const path of paths) {
          await openPage(page, path);
          expect({ path, language: 'it', violations: await axeViolations(page) }).toEqual({
            path,
            language: 'it',
            violations: [],
          });
        }

        await page.getByRole('radio', { name: 'English' }).click();
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        for (const path of paths) {
          await openPage(page, path);
          expect({ path, language: 'en', violations: await axeViolations(page) }).toEqual({
            path,
            language: 'en',
            violations: [],
          });
          const italian = (await interfaceTexts(page)).filter((text) => ITALIAN_WORDS.test(text));
          expect({ path, italian }).toEqual({ path, italian: [] });
        }
      });
    }
  });
}
