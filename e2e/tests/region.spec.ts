import { join } from 'node:path';
import { OTHER_REGION } from '../playwright.config';
import { ROOT } from '../support/portalServer';
import { expect, test } from '../support/test';

const SCREENSHOTS = join(ROOT, 'docs/screenshots/regions');

/** The two servers of the lane run one build: the default settings, and another region's. */
const SERVERS = [
  {
    file: 'default-region.png',
    url: `http://127.0.0.1:${process.env.E2E_PORT}/`,
    name: 'Comitato Etico Territoriale',
    department: 'Regione – Dipartimento Salute',
    colour: 'rgb(67, 90, 112)',
    logo: false,
  },
  {
    file: 'lombardia-region.png',
    url: `http://127.0.0.1:${process.env.E2E_REGION_PORT}/`,
    name: OTHER_REGION.COMMITTEE_NAME,
    department: OTHER_REGION.COMMITTEE_DEPARTMENT,
    colour: 'rgb(122, 31, 61)',
    logo: true,
  },
] as const;

test.describe("one build, each region's identity from its server's settings", () => {
  for (const region of SERVERS) {
    test(`${region.name}: the home page shows its name, department, logo and colour`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(region.url);
      const banner = page.getByRole('banner');
      const title = banner.getByText(region.name, { exact: true });
      await expect(title).toBeVisible();
      await expect(banner.getByText(region.department, { exact: true })).toBeVisible();
      await expect(
        page.getByRole('contentinfo').getByRole('heading', { name: region.department }),
      ).toBeVisible();
      // The centre bar behind the title is the primary colour; a button is too.
      const bar = title.locator('xpath=../..');
      await expect(bar).toHaveCSS('background-color', region.colour);
      const logo = banner.locator('img');
      if (region.logo) {
        await expect(logo).toHaveAttribute('src', /^\/api\/config\/logo\?v=/);
        await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(96);
      } else {
        await expect(logo).toHaveCount(0);
      }
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: 'Benvenuto nel portale del Comitato Etico Territoriale',
        }),
      ).toBeVisible();
      await page.screenshot({ path: join(SCREENSHOTS, region.file) });
    });
  }

  test('the two servers answer different identities for the same build', async ({ request }) => {
    const [first, second] = await Promise.all(
      SERVERS.map(async (region) => (await (await request.get(`${region.url}api/config`)).json()).identity),
    );
    expect(first.name).not.toBe(second.name);
    expect(first.primaryColor).toBe('#435A70');
    expect(second.primaryColor).toBe('#7A1F3D');
    const [firstHtml, secondHtml] = await Promise.all(
      SERVERS.map(async (region) => (await request.get(region.url)).text()),
    );
    // The HTML is the build's, byte for byte: the identity arrives at run time.
    expect(firstHtml).toBe(secondHtml);
    expect(firstHtml).not.toContain(OTHER_REGION.COMMITTEE_NAME);
  });
});
