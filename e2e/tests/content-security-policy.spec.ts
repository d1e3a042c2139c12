import { expect, test } from '../support/test';

test.describe("the portal's Content-Security-Policy in the browser", () => {
  test('refuses a script injected into the page, and the lane sees the refusal', async ({
    page,
    cspViolations,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    await expect.poll(() => cspViolations.length).toBe(1);
    expect(cspViolations[0]?.message).toMatch(/inline script.*script-src 'self'/);
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    // Expected here: every other test fails on any violation it leaves in this list.
    cspViolations.length = 0;
  });

  test('lets no page frame the portal, not even its own', async ({ page, cspViolations }) => {
    await page.goto('/');
    await page.evaluate(async () => {
      const frame = document.createElement('iframe');
      frame.src = '/home';
      document.body.append(frame);
      await new Promise((resolve) => frame.addEventListener('load', resolve));
    });
    await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
    expect(cspViolations.map((violation) => violation.message).join('\n')).toMatch(/frame-ancestors 'none'/);
    cspViolations.length = 0;
  });
});
