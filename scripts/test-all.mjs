// `npm test`: every lane in turn, one summary line `N passed, N failed`, non-zero exit if any lane fails.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = `${root}test-results/lanes`;
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/**
 * Each lane runs under coreutils' `timeout`, which signals the lane's whole process group (vitest, its
 * workers, the browsers, the e2e servers): a lane that hangs fails alone after its limit instead of
 * holding CI until CI's own limit ends every lane after it. Limits are about three times a lane's
 * usual time on the 2-core CI machine; LANE_TIMEOUT_MINUTES sets one limit for every lane.
 */
const minutes = (usual) => Number(process.env.LANE_TIMEOUT_MINUTES ?? usual);

const run = (command, args, env = process.env, limitMinutes = minutes(20)) => {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const limit = `${Math.round(limitMinutes * 60)}s`;
  const result = spawnSync('timeout', ['--kill-after=30s', limit, command, ...args], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  // 124: `timeout` ended the command at the limit (137: killed 30 s later, as it ignored the signal).
  const timedOut = result.status === 124 || result.status === 137;
  if (timedOut) console.log(`\n${command} ${args.join(' ')}: stopped at its limit of ${limit}`);
  return { ok: result.status === 0, seconds, timedOut };
};

/** A check that is one test: it passes or fails as a whole (lint, typecheck, a build). */
const check = (name, command, args, env, limitMinutes) => {
  const { ok, seconds } = run(command, args, env, limitMinutes);
  return { name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds };
};

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

/**
 * A vitest project as a lane. A run stopped at its limit (a browser or a worker that stopped
 * answering: seen once in CI, never reproduced) is run once more, and says so; a test that fails
 * fails in the first run, so nothing is retried.
 */
const vitestLane = (name, project, env = process.env, limitMinutes = minutes(20)) => {
  const output = `${reports}/${name.replaceAll(/\W+/g, '-')}.json`;
  const args = [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
  ];
  let result = run('npx', args, env, limitMinutes);
  let seconds = result.seconds;
  if (result.timedOut) {
    console.log(`\n${name}: run again once, after it stopped answering`);
    rmSync(output, { force: true });
    result = run('npx', args, env, limitMinutes);
    seconds += result.seconds;
  }
  const report = readJson(output);
  if (!report) return { name, passed: 0, failed: 1, seconds };
  const failed = report.numFailedTests + (result.ok || report.numFailedTests > 0 ? 0 : 1);
  return { name, passed: report.numPassedTests, failed, seconds };
};

const playwrightLane = (name) => {
  const output = `${reports}/e2e.json`;
  const { ok, seconds } = run(
    'npx',
    ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'],
    { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: output },
    minutes(35),
  );
  const report = readJson(output);
  if (!report) return { name, passed: 0, failed: 1, seconds };
  const failed = report.stats.unexpected + report.stats.flaky + (ok || report.stats.unexpected > 0 ? 0 : 1);
  return { name, passed: report.stats.expected, failed, seconds };
};

/** Another region's portal on the packed packages (scripts/test-other-region.mjs): its tests' counts. */
const otherRegionLane = (name) => {
  const output = `${reports}/other-region.json`;
  const { ok, seconds } = run('node', ['scripts/test-other-region.mjs'], {
    ...process.env,
    OTHER_REGION_REPORT: output,
  });
  const report = readJson(output);
  if (!report) return { name, passed: 0, failed: 1, seconds };
  const failed = report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
  return { name, passed: report.numPassedTests, failed, seconds };
};

// The story and e2e lanes use Debian's chromium, never a browser downloaded by a tool.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  if (process.getuid?.() === 0) {
    console.log(`\n${chromium} is missing: installing Debian's chromium`);
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
      ...process.env,
      DEBIAN_FRONTEND: 'noninteractive',
    });
  } else {
    console.log(
      `\n${chromium} is missing: install it with 'sudo apt-get install chromium' (or set CHROMIUM_PATH).`,
    );
  }
}

const lanes = [];
const { DATABASE_URL, ...withoutDatabase } = process.env;
/**
 * `TEST_LANES=api,e2e` runs only those lanes, on the build already made: CI's second runtime (Node 24)
 * runs the server's lanes again that way. Every lane by default.
 */
const only = process.env.TEST_LANES?.split(',').map((lane) => lane.trim());
const wanted = (lane) => !only || only.includes(lane);

/** A lane of the server against PGlite, then against PostgreSQL when CI gives one. */
const onEachDatabase = (name, project) => {
  lanes.push(vitestLane(`${name} on PGlite`, project, withoutDatabase));
  if (DATABASE_URL) lanes.push(vitestLane(`${name} on PostgreSQL`, project, process.env));
};

console.log(`\nNode ${process.version}${only ? `, lanes: ${only.join(', ')}` : ''}`);
if (wanted('lint')) lanes.push(check('lint', 'npx', ['biome', 'ci', '.']));
if (wanted('typecheck')) lanes.push(check('typecheck', 'npm', ['run', 'typecheck', '--silent']));
if (wanted('unit')) lanes.push(vitestLane('unit', 'unit'));
if (wanted('stories')) lanes.push(vitestLane('stories (chromium, a11y)', 'storybook'));
if (wanted('api')) onEachDatabase('api', 'api');
if (!DATABASE_URL) console.log('\nDATABASE_URL is not set: the server lanes run on PGlite only.');
// The proof lanes (docs/testing.md): docs/permissions.md against the server, generated envelopes
// to every call, 100 users for 60 s, then the backup round trip.
if (wanted('matrix')) onEachDatabase('authorization matrix', 'matrix');
if (wanted('fuzz')) onEachDatabase('fuzz', 'fuzz');
if (wanted('load')) onEachDatabase('load', 'load');
if (wanted('backup')) onEachDatabase('backup and restore', 'backup');
if (wanted('storybook')) {
  const storybookBuild = check('storybook static build', 'npm', ['run', 'build-storybook', '--silent']);
  lanes.push(storybookBuild);
  // Its MDX pages render their Markdown tables (GitHub-flavoured Markdown), none left as raw '|---|'.
  if (storybookBuild.failed === 0)
    lanes.push(check('storybook docs pages', 'node', ['scripts/check-storybook-docs.mjs']));
}
const built = wanted('build')
  ? check('build (packages, portal, server)', 'npm', ['run', 'build', '--silent'])
  : { name: 'build', passed: 0, failed: 0 };
if (wanted('build')) lanes.push(built);
const afterBuild = (name, lane) => lanes.push(built.failed === 0 ? lane() : { name, passed: 0, failed: 1 });
// The tarballs are packed from the packages' dist, which the build lane has just made.
if (wanted('other-region')) {
  afterBuild('other region (packed tarballs)', () => otherRegionLane('other region (packed tarballs)'));
}
// The crash lane kills the built server (apps/api/dist), which starts three times faster than tsx.
if (wanted('crash')) {
  afterBuild('crash on PGlite', () => vitestLane('crash on PGlite', 'crash', withoutDatabase));
  if (DATABASE_URL)
    afterBuild('crash on PostgreSQL', () => vitestLane('crash on PostgreSQL', 'crash', process.env));
}
if (wanted('e2e'))
  afterBuild('e2e (playwright, chromium)', () => playwrightLane('e2e (playwright, chromium)'));

console.log(`\nLanes (Node ${process.version}):`);
for (const lane of lanes)
  console.log(
    `  ${lane.name.padEnd(36)} ${lane.passed} passed, ${lane.failed} failed${lane.seconds === undefined ? '' : ` (${lane.seconds} s)`}`,
  );
const passed = lanes.reduce((sum, lane) => sum + lane.passed, 0);
const failed = lanes.reduce((sum, lane) => sum + lane.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
