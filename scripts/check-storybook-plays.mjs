// Every story's play function passes in the static Storybook, as a designer's browser runs it: serves
// storybook-static (e2e/support/storybookServer.ts: the portal server's headers), opens the preview in a
// few pages of Debian's Chromium, shows each story of index.json in turn as the manager does (the
// channel's 'setCurrentStory'), and waits for the preview to say the story finished. Fails listing the
// stories whose render or play function threw. A page runs a story file's stories one after the other,
// as the stories lane does, so the mock backend starts once per page and rolls back between stories.
//
//   npm run build-storybook && node --conditions=@cet-portal/source --import tsx scripts/check-storybook-plays.mjs [storybook-static]
//   PLAY_CHECK_PAGES=3 sets how many pages run at once (2 by default, for a 2-core machine);
//   PLAY_CHECK_ONLY=AllRequests checks only the story files whose path matches;
//   PLAY_CHECK_SCREENSHOTS=<folder> keeps a screenshot of each failed story there.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serveStorybook } from '../e2e/support/storybookServer.ts';
import { chromiumLaunchOptions } from '../vitest.shared.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const folder = resolve(ROOT, process.argv[2] ?? 'storybook-static');
const pages = Number(process.env.PLAY_CHECK_PAGES ?? 2);
/** A screen story waits up to 10 s for each step, and the first screen of a page starts the backend
 * (PGlite from the dump: over a minute in Chromium on a 2-core machine at load 20). */
const STORY_TIMEOUT_MS = 180_000;

/** PLAY_CHECK_ONLY=<regular expression>: only the story files whose path matches (while fixing one). */
const only = new RegExp(process.env.PLAY_CHECK_ONLY ?? '');

const index = JSON.parse(readFileSync(join(folder, 'index.json'), 'utf8'));
const stories = Object.values(index.entries)
  .filter((entry) => entry.type === 'story' && only.test(entry.importPath))
  .sort((a, b) => a.importPath.localeCompare(b.importPath));
// One queue of story files: a page takes the next file when it is done with its own.
const files = [...Map.groupBy(stories, (story) => story.importPath).values()];

const started = performance.now();
const server = await serveStorybook(folder);
const browser = await chromium.launch(chromiumLaunchOptions);

/** Shows one story in a preview that is already loaded, and says how it ended. */
const showStory = (page, storyId) =>
  page.evaluate(
    ({ storyId, timeout }) =>
      new Promise((done) => {
        const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
        const errors = [];
        const text = (error) => (error?.message ?? error?.description ?? String(error)).split('\n')[0];
        const listeners = {
          playFunctionThrewException: (error) => errors.push(`play: ${text(error)}`),
          storyThrewException: (error) => errors.push(`render: ${text(error)}`),
          storyErrored: (error) => errors.push(`error: ${error?.title ?? ''} ${error?.description ?? ''}`),
          unhandledErrorsWhilePlaying: (list) =>
            errors.push(...list.map((error) => `unhandled: ${text(error)}`)),
          storyMissing: () => finish({ missing: true }),
          storyFinished: (event) => {
            if (event.storyId === storyId) finish({});
          },
        };
        const timer = setTimeout(() => finish({ timedOut: true }), timeout);
        const finish = (how) => {
          clearTimeout(timer);
          for (const [name, listener] of Object.entries(listeners)) channel.off(name, listener);
          done({ ...how, errors });
        };
        for (const [name, listener] of Object.entries(listeners)) channel.on(name, listener);
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }),
    { storyId, timeout: STORY_TIMEOUT_MS },
  );

/** A fresh preview with no story yet, waiting for 'setCurrentStory' as it waits for the manager's. */
const openPreview = async (context) => {
  const page = await context.newPage();
  await page.goto(`${server.address}/iframe.html`);
  await page.waitForFunction(
    () => window.__STORYBOOK_ADDONS_CHANNEL__ && window.__STORYBOOK_PREVIEW__,
    null,
    {
      timeout: 120_000,
    },
  );
  return page;
};

const failures = [];
let checked = 0;
const worker = async () => {
  const context = await browser.newContext();
  let page;
  try {
    for (let file = files.shift(); file; file = files.shift()) {
      for (const story of file) {
        page ??= await openPreview(context);
        const result = await showStory(page, story.id);
        checked += 1;
        if (result.timedOut || result.missing || result.errors.length > 0) {
          const why = result.timedOut
            ? `did not finish within ${STORY_TIMEOUT_MS / 1000} s`
            : result.missing
              ? 'missing from the build'
              : result.errors.join('; ');
          const failure = `${story.title} / ${story.name} (${story.id}): ${why}`;
          failures.push(failure);
          console.error(`failed: ${failure}`);
          if (process.env.PLAY_CHECK_SCREENSHOTS) {
            // Best effort: a page that hung may not answer a screenshot either.
            await page
              .screenshot({
                path: join(process.env.PLAY_CHECK_SCREENSHOTS, `${story.id}.png`),
                timeout: 10_000,
              })
              .catch(() => {});
          }
          // A story that hung or broke the page leaves the next one a fresh preview.
          await page.close().catch(() => {});
          page = undefined;
        }
      }
    }
  } finally {
    await context.close();
  }
};

try {
  await Promise.all(Array.from({ length: pages }, worker));
} finally {
  await browser.close();
  await server.close();
}

const seconds = ((performance.now() - started) / 1000).toFixed(0);
const load = loadavg()
  .map((value) => value.toFixed(2))
  .join(' ');
if (failures.length > 0) {
  console.error(`${failures.length} of ${checked} stories failed in the static Storybook:`);
  for (const failure of failures) console.error(`  ${failure}`);
  console.error(`(${seconds} s, ${pages} pages, load average ${load})`);
  process.exit(1);
}
console.log(
  `${checked} stories rendered and played in the static Storybook: ${seconds} s, ${pages} pages, load average ${load}`,
);
