// Every story's play function passes in the static Storybook, as a designer's browser runs it: serves
// storybook-static (e2e/support/storybookServer.ts: the portal server's headers), opens the preview in a
// few pages of Debian's Chromium, shows each story of index.json in turn as the manager does (the
// channel's 'setCurrentStory'), and waits for the preview to say the story finished. Fails listing the
// stories whose render or play function threw. A page keeps its preview from one story file to the
// next, as the stories lane does, so the mock backend starts at most once per page and rolls back
// between stories.
//
//   npm run build-storybook && node --conditions=@cet-portal/source --import tsx scripts/check-storybook-plays.mjs [storybook-static]
//   PLAY_CHECK_PAGES=3 sets how many pages run at once (2 by default, for a 2-core machine);
//   PLAY_CHECK_ONLY=AllRequests checks only the story files whose path matches;
//   PLAY_CHECK_REPORT=<file.json> writes the counts (numPassedTests, numFailedTests) for npm test;
//   PLAY_CHECK_SCREENSHOTS=<folder> keeps a screenshot of each failed story there.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { serveStorybook } from '../e2e/support/storybookServer.ts';
import { chromiumLaunchOptions } from '../vitest.shared.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const folder = resolve(ROOT, process.argv[2] ?? 'storybook-static');
const pages = Number(process.env.PLAY_CHECK_PAGES ?? 2);
/** A story that has not finished by then has hung: its screen stories wait at most 10 s per step. */
const STORY_TIMEOUT_MS = 90_000;
/**
 * The preview's globals for every story: axe stays off (`a11y.manual`), as the stories lane already
 * fails on any violation, and here it would only double the time of each story.
 */
const PREVIEW_GLOBALS = 'a11y.manual:!true';

/** PLAY_CHECK_ONLY=<regular expression>: only the story files whose path matches (while fixing one). */
const only = new RegExp(process.env.PLAY_CHECK_ONLY ?? '');

const index = JSON.parse(readFileSync(join(folder, 'index.json'), 'utf8'));
const stories = Object.values(index.entries)
  .filter((entry) => entry.type === 'story' && only.test(entry.importPath))
  .sort((a, b) => a.importPath.localeCompare(b.importPath));
const files = [...Map.groupBy(stories, (story) => story.importPath).values()];
/**
 * Two queues of story files. The portal's screens call the API from their first render, so the page
 * that shows them starts the mock backend (PGlite from the world's dump: the dearest step of the run);
 * the first page takes them and the others take the rest, so that one start serves every screen. A
 * page whose queue is empty helps with the other's.
 */
const callsTheApi = (file) => file[0].importPath.startsWith('./apps/');
const queues = [files.filter(callsTheApi), files.filter((file) => !callsTheApi(file))];

const started = performance.now();
const seconds = (from) => ((performance.now() - from) / 1000).toFixed(1);
const server = await serveStorybook(folder);
const browser = await chromium.launch(chromiumLaunchOptions);

/** The stories lane's window (addon-vitest's default), for every story that names no viewport. */
const DEFAULT_VIEWPORT = { width: 1200, height: 900 };

/**
 * The window a story asks for (`globals: { viewport: … }`), as the manager sizes the preview's frame
 * and the stories lane its page: a story folded on a phone is played at the phone's size.
 */
const viewportOf = async (page, storyId) => {
  const { parameter, global } = await page.evaluate(async (storyId) => {
    const story = await window.__STORYBOOK_PREVIEW__.storyStoreValue.loadStory({ storyId });
    return { parameter: story.parameters.viewport ?? {}, global: story.storyGlobals.viewport ?? {} };
  }, storyId);
  const name = global.value ?? parameter.defaultViewport;
  const styles = { ...MINIMAL_VIEWPORTS, ...parameter.options }[name]?.styles;
  if (parameter.disable || !styles) return DEFAULT_VIEWPORT;
  return { width: Number.parseInt(styles.width, 10), height: Number.parseInt(styles.height, 10) };
};

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
            if (event.storyId !== storyId) return;
            if (event.status === 'error' && errors.length === 0) errors.push('finished with an error');
            finish({});
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
  await page.goto(`${server.address}/iframe.html?globals=${PREVIEW_GLOBALS}`);
  await page.waitForFunction(
    // The store exists once the preview has read its configuration (viewportOf reads stories from it).
    () => window.__STORYBOOK_ADDONS_CHANNEL__ && window.__STORYBOOK_PREVIEW__?.storyStoreValue,
    null,
    { timeout: 60_000 },
  );
  return page;
};

/** One story at the window it asks for. */
const playStory = async (page, storyId) => {
  const viewport = await viewportOf(page, storyId);
  const current = page.viewportSize();
  if (viewport.width !== current.width || viewport.height !== current.height)
    await page.setViewportSize(viewport);
  return showStory(page, storyId);
};

const failures = [];
let checked = 0;

const recordFailure = async (page, story, result) => {
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
      .screenshot({ path: join(process.env.PLAY_CHECK_SCREENSHOTS, `${story.id}.png`), timeout: 10_000 })
      .catch(() => {});
  }
};

const worker = async (number) => {
  const context = await browser.newContext({ viewport: DEFAULT_VIEWPORT });
  let page;
  const checkFile = async (file) => {
    const fileStarted = performance.now();
    for (const story of file) {
      page ??= await openPreview(context);
      const result = await playStory(page, story.id).catch((error) => ({
        broken: true,
        errors: [`page: ${error.message.split('\n')[0]}`],
      }));
      checked += 1;
      if (!result.timedOut && !result.missing && result.errors.length === 0) continue;
      await recordFailure(page, story, result);
      // A story that hung or broke the page leaves the next one a fresh preview; a play that threw
      // leaves it usable.
      if (result.timedOut || result.missing || result.broken) {
        await page.close().catch(() => {});
        page = undefined;
      }
    }
    console.log(
      `  ${seconds(fileStarted).padStart(5)} s  page ${number + 1}  ${file[0].importPath} (${file.length})`,
    );
  };
  const [own, other] = number === 0 ? queues : [queues[1], queues[0]];
  try {
    for (let file = own.shift(); file; file = own.shift()) await checkFile(file);
    // Helping with the other queue starts from a fresh preview, as the stories lane keeps the screens
    // and the packages in two projects: in a preview that had shown the packages' stories, the screens
    // shown after them drew nothing.
    await page?.close().catch(() => {});
    page = undefined;
    for (let file = other.shift(); file; file = other.shift()) await checkFile(file);
  } finally {
    await context.close();
  }
};

try {
  await Promise.all(Array.from({ length: pages }, (_, number) => worker(number)));
} finally {
  await browser.close();
  await server.close();
}

const total = seconds(started);
const load = loadavg()
  .map((value) => value.toFixed(2))
  .join(' ');
if (process.env.PLAY_CHECK_REPORT) {
  mkdirSync(dirname(process.env.PLAY_CHECK_REPORT), { recursive: true });
  writeFileSync(
    process.env.PLAY_CHECK_REPORT,
    JSON.stringify({
      numTotalTests: checked,
      numPassedTests: checked - failures.length,
      numFailedTests: failures.length,
      seconds: Number(total),
      pages,
      loadAverage: load,
      failures,
    }),
  );
}
if (failures.length > 0) {
  console.error(`${failures.length} of ${checked} stories failed in the static Storybook:`);
  for (const failure of failures) console.error(`  ${failure}`);
  console.error(`(${total} s, ${pages} pages, load average ${load})`);
  process.exit(1);
}
console.log(
  `${checked} stories rendered and played in the static Storybook: ${total} s, ${pages} pages, load average ${load}`,
);
