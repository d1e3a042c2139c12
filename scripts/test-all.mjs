// `npm test`: every lane in turn, one summary line `N passed, N failed`, non-zero exit if any lane fails.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { relative } from 'node:path';
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

/**
 * GNU time, where the machine has it, reports a lane's CPU seconds (its processes' user and system time,
 * children included) beside its wall time: whether a lane keeps the two cores busy or mostly waits decides
 * what can run beside it.
 */
const GNU_TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;
const cpuSecondsIn = (file) => {
  const [user, system] = readFileSync(file, 'utf8').trim().split('\n').at(-1).split(' ').map(Number);
  return Number.isFinite(user) && Number.isFinite(system) ? Math.round(user + system) : undefined;
};

/**
 * One command under `timeout`. `log` sends its output to a file instead of the terminal, for a lane
 * that runs beside another: the file is printed whole when the lane ends, so two lanes never interleave.
 * `yielding` runs it at the lowest priority (nice 19), for a lane that fills the cores another lane leaves
 * idle without slowing that one's steps. `signal` is what the limit sends first (TERM by default).
 */
const run = async (
  command,
  args,
  { env = process.env, limitMinutes = minutes(20), log, yielding, signal = 'TERM' } = {},
) => {
  console.log(`\n$ ${[command, ...args].join(' ')}${log ? ' (beside another lane)' : ''}`);
  const started = Date.now();
  const limit = `${Math.round(limitMinutes * 60)}s`;
  const out = log ? openSync(log, 'w') : 'inherit';
  const timed = [
    ...(yielding ? ['nice', '-n', '19'] : []),
    'timeout',
    `--signal=${signal}`,
    '--kill-after=30s',
    limit,
    command,
    ...args,
  ];
  const cpuFile = GNU_TIME && `${reports}/cpu-${process.hrtime.bigint()}.txt`;
  const [program, ...programArgs] = GNU_TIME ? [GNU_TIME, '-f', '%U %S', '-o', cpuFile, ...timed] : timed;
  const child = spawn(program, programArgs, {
    cwd: root,
    stdio: ['inherit', out, out],
    env,
  });
  const status = await new Promise((resolve) => child.on('close', (code) => resolve(code)));
  if (log) {
    closeSync(out);
    console.log(`\n--- ${command} ${args.join(' ')} ---\n${readFileSync(log, 'utf8')}`);
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  const cpu = cpuFile && existsSync(cpuFile) ? cpuSecondsIn(cpuFile) : undefined;
  const load = loadavg()[0].toFixed(1);
  // 124: `timeout` ended the command at the limit (137: killed 30 s later, as it ignored the signal).
  const timedOut = status === 124 || status === 137;
  if (timedOut) console.log(`\n${command} ${args.join(' ')}: stopped at its limit of ${limit}`);
  return { ok: status === 0, timing: { seconds, cpu, load }, timedOut };
};

/** A check that is one test: it passes or fails as a whole (lint, typecheck, a build). */
const check = async (name, command, args, options) => {
  const { ok, timing } = await run(command, args, options);
  return { name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, ...timing };
};

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape that starts a terminal colour
const ANSI = /\x1b\[[0-9;]*m/g;
/** A failure's first line that says something: the summary names each failed test with it. */
const firstLine = (text = '') =>
  (text.split('\n').find((line) => line.trim()) ?? '').trim().replace(ANSI, '').slice(0, 240);

/** Each failed test of a Vitest (Jest-shaped) report, or a file that failed before its tests ran. */
const vitestFailures = (report) =>
  (report.testResults ?? []).flatMap((file) => {
    const where = relative(root, file.name ?? '');
    const tests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (tests.length === 0) return file.status === 'failed' ? [`${where}: ${firstLine(file.message)}`] : [];
    // The duration tells a timeout, which Vitest's report gives only as STACK_TRACE_ERROR.
    return tests.map(
      (test) =>
        `${where} › ${test.fullName} (${Math.round((test.duration ?? 0) / 1000)} s): ${firstLine(test.failureMessages?.[0])}`,
    );
  });

/**
 * A lane's counts from its report (Vitest's JSON, or the plays check's, which lists its failures as
 * lines): a run that failed without a failed test, or left no report, counts one failure.
 */
const laneOf = (name, report, ok, timing) => {
  if (!report)
    return { name, passed: 0, failed: 1, failures: ['no report: see its output above'], ...timing };
  const failed = report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
  const failures = Array.isArray(report.failures) ? report.failures : vitestFailures(report);
  return { name, passed: report.numPassedTests, failed, failures, ...timing };
};

/**
 * A vitest project as a lane. A run stopped at its limit (a browser or a worker that stopped
 * answering: seen once in CI, never reproduced) is run once more, and says so; a test that fails
 * fails in the first run, so nothing is retried.
 */
const vitestLane = async (name, project, { beside, ...options } = {}) => {
  const output = `${reports}/${name.replaceAll(/\W+/g, '-')}.json`;
  const args = [
    'vitest',
    'run',
    // The unit project on its own config file, as `npm run test:unit`: the root config would load
    // Storybook's plugin and Playwright's provider first, for nothing.
    ...(project === 'unit' ? ['--config', 'vitest.unit.config.ts'] : []),
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
  ];
  const log = beside ? output.replace(/\.json$/, '.log') : undefined;
  let result = await run('npx', args, { ...options, log });
  const timing = { ...result.timing };
  if (result.timedOut) {
    console.log(`\n${name}: run again once, after it stopped answering`);
    rmSync(output, { force: true });
    result = await run('npx', args, { ...options, log });
    timing.seconds += result.timing.seconds;
    timing.cpu = timing.cpu === undefined ? undefined : timing.cpu + (result.timing.cpu ?? 0);
    timing.load = result.timing.load;
  }
  return laneOf(name, readJson(output), result.ok, timing);
};

const playwrightLane = async (name) => {
  const output = `${reports}/e2e.json`;
  const { ok, timing } = await run(
    'npx',
    ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'],
    // The e2e lane takes 28-33 minutes with the server lanes beside it (docs/testing.md): 35 left it
    // two minutes from failing a healthy run on a busier machine. 50 still ends a hung run well within
    // CI's 90 minutes.
    // Playwright starts the servers in process groups of their own, which the limit's signal misses, and
    // stops them only on an interrupt (as on Ctrl-C): a TERM left three servers running after the lane.
    {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: output },
      limitMinutes: minutes(50),
      signal: 'INT',
    },
  );
  const report = readJson(output);
  if (!report) return laneOf(name, undefined, ok, timing);
  const failed = report.stats.unexpected + report.stats.flaky + (ok || report.stats.unexpected > 0 ? 0 : 1);
  return { name, passed: report.stats.expected, failed, failures: playwrightFailures(report), ...timing };
};

/** Each journey that did not pass at its first try (a flaky one counts as failed), with its first error. */
const playwrightFailures = (report) => {
  const specs = (suite) => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specs)];
  return report.suites.flatMap(specs).flatMap((spec) =>
    spec.tests
      .filter((test) => test.status !== 'expected' && test.status !== 'skipped')
      .map((test) => {
        const error = test.results.flatMap((result) => result.errors ?? [])[0];
        return `${spec.file}:${spec.line} › ${spec.title} (${test.status}): ${firstLine(error?.message)}`;
      }),
  );
};

/** Another region's portal on the packed packages (scripts/test-other-region.mjs): its tests' counts. */
const otherRegionLane = async (name, options = {}) => {
  const output = `${reports}/other-region.json`;
  const { ok, timing } = await run('node', ['scripts/test-other-region.mjs'], {
    ...options,
    env: { ...process.env, OTHER_REGION_REPORT: output },
    log: options.yielding ? `${reports}/other-region.log` : undefined,
  });
  return laneOf(name, readJson(output), ok, timing);
};

/** Every story's play function in the static Storybook (scripts/check-storybook-plays.mjs): its counts. */
const storybookPlaysLane = async (name) => {
  const output = `${reports}/storybook-plays.json`;
  const { ok, timing } = await run(
    'node',
    ['--conditions=@cet-portal/source', '--import', 'tsx', 'scripts/check-storybook-plays.mjs'],
    { env: { ...process.env, PLAY_CHECK_REPORT: output }, limitMinutes: minutes(15) },
  );
  return laneOf(name, readJson(output), ok, timing);
};

// The story and e2e lanes use Debian's chromium (its headless shell, vitest.shared.ts), never a browser
// downloaded by a tool.
const browsers = {
  '/usr/bin/chromium': 'chromium',
  '/usr/bin/chromium-headless-shell': 'chromium-headless-shell',
};
const missingBrowsers = process.env.CHROMIUM_PATH
  ? []
  : Object.entries(browsers).flatMap(([path, name]) => (existsSync(path) ? [] : [name]));
if (missingBrowsers.length > 0) {
  if (process.getuid?.() === 0) {
    console.log(`\n${missingBrowsers.join(', ')} missing: installing Debian's packages`);
    await run('apt-get', ['update', '-qq']);
    await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missingBrowsers], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } else {
    console.log(
      `\n${missingBrowsers.join(', ')} missing: install with 'sudo apt-get install ${missingBrowsers.join(' ')}' (or set CHROMIUM_PATH).`,
    );
  }
}

const lanes = [];
/** Lanes that could not run because what they need failed: each counts as one failure. */
const failedBuild = (...names) => names.map((name) => ({ name, passed: 0, failed: 1 }));
const { DATABASE_URL, ...withoutDatabase } = process.env;
/** `TEST_LANES=api,e2e` runs only those lanes, on the build already made. Every lane by default. */
const only = process.env.TEST_LANES?.split(',').map((lane) => lane.trim());
const wanted = (lane) => !only || only.includes(lane);
const onPglite = { env: withoutDatabase };
const onPostgres = { env: process.env };

/** A lane of the server against PGlite, then against PostgreSQL when CI gives one. */
const onEachDatabase = async (name, project, options = {}) => {
  lanes.push(await vitestLane(`${name} on PGlite`, project, { ...options, ...onPglite }));
  if (DATABASE_URL)
    lanes.push(await vitestLane(`${name} on PostgreSQL`, project, { ...options, ...onPostgres }));
};

/**
 * A proof lane on both databases at once: PGlite works in the test's own process while PostgreSQL's
 * run waits mostly on its server, so the pair takes about the longer of the two instead of their sum.
 */
const onBothDatabasesAtOnce = async (name, project, options = {}) => {
  if (!DATABASE_URL) return onEachDatabase(name, project, options);
  const pair = await Promise.all([
    vitestLane(`${name} on PGlite`, project, { ...options, ...onPglite, beside: true }),
    vitestLane(`${name} on PostgreSQL`, project, { ...options, ...onPostgres, beside: true }),
  ]);
  lanes.push(...pair);
};

/**
 * A proof lane whose defects do not depend on the database (docs/testing.md says why for each): on
 * PostgreSQL, the production database, when CI gives one; on PGlite otherwise.
 */
const onProductionDatabase = async (name, project, options = {}) => {
  const database = DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  lanes.push(
    await vitestLane(`${name} on ${database}`, project, {
      ...options,
      ...(DATABASE_URL ? onPostgres : onPglite),
    }),
  );
};

console.log(`\nNode ${process.version}${only ? `, lanes: ${only.join(', ')}` : ''}`);
if (wanted('lint')) {
  lanes.push(await check('lint', 'npx', ['biome', 'ci', '.']));
  // Before the typecheck: it writes a wrong-way import in each layer for a moment.
  lanes.push(await check('import arrows refused', 'node', ['scripts/check-import-arrows.mjs']));
  lanes.push(await check('commit messages', 'node', ['scripts/check-commit-messages.mjs']));
  lanes.push(await check('no tracker references', 'node', ['scripts/check-tracker-refs.mjs']));
}
if (wanted('typecheck')) lanes.push(await check('typecheck', 'npm', ['run', 'typecheck', '--silent']));
if (wanted('unit')) lanes.push(await vitestLane('unit', 'unit'));
// The story lane takes about 5 minutes on a quiet CI machine and twice that on a busy one: a hang guard
// must not cut it. Its two projects (vitest.storybook.config.ts) run in one command.
if (wanted('stories'))
  lanes.push(await vitestLane('stories (chromium, a11y)', 'storybook*', { limitMinutes: minutes(35) }));
// The API lane on PGlite keeps both cores busy in the test's own process: it runs alone.
if (wanted('api')) lanes.push(await vitestLane('api on PGlite', 'api', onPglite));
if (!DATABASE_URL) console.log('\nDATABASE_URL is not set: the server lanes run on PGlite only.');
if (wanted('storybook')) {
  const storybookBuild = await check('storybook static build', 'npm', ['run', 'build-storybook', '--silent']);
  lanes.push(storybookBuild);
  // Its MDX pages render their Markdown tables (GitHub-flavoured Markdown), none left as raw '|---|';
  // then every story's play function in the static build, as a designer's browser runs it.
  if (storybookBuild.failed === 0) {
    lanes.push(await check('storybook docs pages', 'node', ['scripts/check-storybook-docs.mjs']));
    lanes.push(await storybookPlaysLane('storybook plays (static build)'));
  } else lanes.push(...failedBuild('storybook docs pages', 'storybook plays (static build)'));
}
const built = wanted('build')
  ? await check('build (packages, portal, server)', 'npm', ['run', 'build', '--silent'])
  : { name: 'build', passed: 0, failed: 0 };
if (wanted('build')) lanes.push(built);

/**
 * The server's lanes after the build. The e2e lane waits on a browser and a server most of the time
 * and leaves about one core idle (its CPU time is about its wall time): these lanes fill it, at a lower
 * priority so that no journey's step waits on them. Each prints its output whole when it ends.
 */
const serverLanes = async (options) => {
  const beside = { ...options, beside: Boolean(options.yielding) };
  if (wanted('api') && DATABASE_URL)
    lanes.push(await vitestLane('api on PostgreSQL', 'api', { ...beside, ...onPostgres }));
  // The proof lanes (docs/testing.md, "Which database each lane runs on"): docs/permissions.md against
  // the server, generated envelopes to every call, 100 users for 60 s, then the backup round trip.
  if (wanted('matrix')) await onProductionDatabase('authorization matrix', 'matrix', beside);
  if (wanted('fuzz')) await onProductionDatabase('fuzz', 'fuzz', beside);
  if (wanted('load')) await onProductionDatabase('load', 'load', beside);
  if (wanted('backup')) await onBothDatabasesAtOnce('backup and restore', 'backup', beside);
  // The tarballs are packed from the packages' dist, which the build lane has just made.
  if (wanted('other-region')) {
    const name = 'other region (packed tarballs)';
    lanes.push(...(built.failed === 0 ? [await otherRegionLane(name, options)] : failedBuild(name)));
  }
  // The deployable folder, made from the build above, then copied out of the repository and started as
  // a region would (apps/api/test/lanes/bundle.lane.ts).
  if (wanted('bundle')) {
    const bundled =
      built.failed === 0
        ? await check('bundle (npm run bundle)', 'npm', ['run', 'bundle', '--silent'], {
            ...options,
            log: options.yielding ? `${reports}/bundle-build.log` : undefined,
          })
        : failedBuild('bundle (npm run bundle)')[0];
    lanes.push(bundled);
    if (bundled.failed === 0) await onProductionDatabase('bundle', 'bundle', beside);
    else lanes.push(...failedBuild('bundle'));
  }
  // The crash lane kills the built server (apps/api/dist), which starts three times faster than tsx.
  if (wanted('crash')) {
    if (built.failed === 0) await onBothDatabasesAtOnce('crash', 'crash', beside);
    else lanes.push(...failedBuild('crash on PGlite', ...(DATABASE_URL ? ['crash on PostgreSQL'] : [])));
  }
};

const e2eName = 'e2e (playwright, chromium)';
if (wanted('e2e') && built.failed === 0) {
  const [e2e] = await Promise.all([playwrightLane(e2eName), serverLanes({ yielding: true })]);
  lanes.push(e2e);
} else {
  await serverLanes({});
  if (wanted('e2e')) lanes.push(...failedBuild(e2eName));
}

console.log(`\nLanes (Node ${process.version}):`);
/** Wall seconds, CPU seconds (two cores give at most twice the wall time) and the load as the lane ended. */
const timingOf = ({ seconds, cpu, load }) =>
  seconds === undefined ? '' : ` (${seconds} s${cpu === undefined ? '' : `, cpu ${cpu} s`}, load ${load})`;
for (const lane of lanes)
  console.log(`  ${lane.name.padEnd(36)} ${lane.passed} passed, ${lane.failed} failed${timingOf(lane)}`);
const failures = lanes.flatMap((lane) =>
  (lane.failures ?? []).map((failure) => `  ${lane.name}: ${failure}`),
);
if (failures.length > 0) console.log(`\nFailed:\n${failures.join('\n')}`);
const passed = lanes.reduce((sum, lane) => sum + lane.passed, 0);
const failed = lanes.reduce((sum, lane) => sum + lane.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
