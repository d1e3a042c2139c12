// What a designer waits for in the static Storybook: the Button's docs page, served from disk by
// e2e/support/storybookServer.ts (the portal server's headers and compression), in two ways: the
// manager opened at the page's address from a cold browser (no cache, no service worker), and a click
// on 'Button' in the sidebar of a manager already showing the Introduction. Prints, for each run, the
// bytes that went over the wire until the page fell quiet (counted on the server's sockets, headers
// included) and the time from navigation to the button 'Cerca' drawn in the preview; exits non-zero
// when a way's median run transfers more than 2 MB or shows the button later than 2 s.
//
//   npm run build-storybook && node --import tsx bench/storybook/docsPage.mjs [storybook-static] [--runs=3]
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serveStorybook } from '../../e2e/support/storybookServer.ts';
import { chromiumLaunchOptions } from '../../vitest.shared.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const folder = resolve(
  ROOT,
  process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'storybook-static',
);
const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 3);

const TARGET_BYTES = 2_000_000;
const TARGET_MS = 2_000;
/** The page has fallen quiet when nothing more was sent for this long. */
const QUIET_MS = 1_500;
/** What only the mock backend downloads: a docs page of components that call nothing never should. */
const BACKEND_FILES = /pglite|initdb|world\.tar/;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mb = (bytes) => `${(bytes / 1_000_000).toFixed(2)} MB`;

const server = await serveStorybook(folder);
const browser = await chromium.launch(chromiumLaunchOptions);

/** Waits until the server has sent nothing for QUIET_MS (at most 60 s), and says how much it sent. */
const untilQuiet = async (from) => {
  let last = server.bytesSent();
  let quietSince = Date.now();
  const deadline = Date.now() + 60_000;
  while (Date.now() - quietSince < QUIET_MS && Date.now() < deadline) {
    await new Promise((done) => setTimeout(done, 100));
    const now = server.bytesSent();
    if (now !== last) {
      last = now;
      quietSince = Date.now();
    }
  }
  return last - from;
};

console.log(
  `Storybook docs page bench: ${folder}, ${runs} cold runs, load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
/** A cold browser context (no cache, no service worker) and the requests for the backend's files. */
const coldPage = async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const backendFiles = new Set();
  context.on('request', (request) => {
    const name = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (BACKEND_FILES.test(name)) backendFiles.add(name);
  });
  return { context, page, backendFiles };
};

const buttonShown = (page) =>
  page
    .frameLocator('#storybook-preview-iframe')
    .getByRole('button', { name: 'Cerca' })
    .first()
    .waitFor({ state: 'visible', timeout: 60_000 });

/** Opens the manager at the Button's docs page, the address a designer was sent. */
const openAtButtonDocs = async () => {
  const { context, page, backendFiles } = await coldPage();
  const before = server.bytesSent();
  const started = performance.now();
  await page.goto(`${server.address}/?path=/docs/components-button--docs`);
  await buttonShown(page);
  const shownMs = Math.round(performance.now() - started);
  const bytes = await untilQuiet(before);
  await context.close();
  return { bytes, shownMs, backendFiles };
};

/** From the Introduction, once it has settled, a click on 'Button' in the sidebar (which opens its docs). */
const clickToButtonDocs = async () => {
  const { context, page, backendFiles } = await coldPage();
  await page.goto(`${server.address}/?path=/docs/introduction--docs`);
  await page
    .frameLocator('#storybook-preview-iframe')
    .getByRole('heading', { name: /laboratorio dei componenti/ })
    .waitFor({ timeout: 60_000 });
  const before = await untilQuiet(server.bytesSent()).then(() => server.bytesSent());
  const started = performance.now();
  await page.locator('#components-button').click();
  await buttonShown(page);
  const shownMs = Math.round(performance.now() - started);
  const bytes = await untilQuiet(before);
  await context.close();
  return { bytes, shownMs, backendFiles };
};

const SCENARIOS = [
  ['opened at its address, cold', openAtButtonDocs],
  ['clicked in the sidebar', clickToButtonDocs],
];
const missed = [];
try {
  for (const [scenario, measure] of SCENARIOS) {
    const results = [];
    for (let run = 1; run <= runs; run += 1) {
      const result = await measure();
      results.push(result);
      console.log(
        `  ${scenario}, run ${run}: button shown after ${result.shownMs} ms, ${mb(result.bytes)} transferred` +
          (result.backendFiles.size > 0
            ? `; mock backend files fetched: ${[...result.backendFiles].join(', ')}`
            : ''),
      );
    }
    const bytes = median(results.map((result) => result.bytes));
    const shownMs = median(results.map((result) => result.shownMs));
    console.log(
      `${scenario}, median: ${mb(bytes)} transferred (target ≤ ${mb(TARGET_BYTES)}), button shown after ${shownMs} ms (target ≤ ${TARGET_MS} ms)`,
    );
    if (bytes > TARGET_BYTES) missed.push(`${scenario}: transferred ${mb(bytes)} > ${mb(TARGET_BYTES)}`);
    if (shownMs > TARGET_MS) missed.push(`${scenario}: button shown after ${shownMs} ms > ${TARGET_MS} ms`);
  }
} finally {
  await browser.close();
  await server.close();
}

if (missed.length > 0) {
  console.error(`Missed: ${missed.join('; ')}`);
  process.exit(1);
}
