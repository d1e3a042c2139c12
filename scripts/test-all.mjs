// `npm test`: every lane in turn, one summary line `N passed, N failed`, non-zero exit if any lane fails.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = `${root}test-results/lanes`;
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const run = (command, args, env = process.env) => {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  return result.status === 0;
};

/** A check that is one test: it passes or fails as a whole (lint, typecheck, a build). */
const check = (name, command, args, env) => {
  const ok = run(command, args, env);
  return { name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
};

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

const vitestLane = (name, project, env = process.env) => {
  const output = `${reports}/${name.replaceAll(/\W+/g, '-')}.json`;
  const ok = run(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
    ],
    env,
  );
  const report = readJson(output);
  if (!report) return { name, passed: 0, failed: 1 };
  const failed = report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
  return { name, passed: report.numPassedTests, failed };
};

const playwrightLane = (name) => {
  const output = `${reports}/e2e.json`;
  const ok = run(
    'npx',
    ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'],
    {
      ...process.env,
      PLAYWRIGHT_JSON_OUTPUT_NAME: output,
    },
  );
  const report = readJson(output);
  if (!report) return { name, passed: 0, failed: 1 };
  const failed = report.stats.unexpected + report.stats.flaky + (ok || report.stats.unexpected > 0 ? 0 : 1);
  return { name, passed: report.stats.expected, failed };
};

/** Another region's portal on the packed packages (scripts/test-other-region.mjs): its tests' counts. */
const otherRegionLane = (name) => {
  const output = `${reports}/other-region.json`;
  const ok = run('node', ['scripts/test-other-region.mjs'], { ...process.env, OTHER_REGION_REPORT: output });
  const report = readJson(output);
  if (!report) return { name, passed: 0, failed: 1 };
  const failed = report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
  return { name, passed: report.numPassedTests, failed };
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

lanes.push(check('lint', 'npx', ['biome', 'ci', '.']));
lanes.push(check('typecheck', 'npm', ['run', 'typecheck', '--silent']));
lanes.push(vitestLane('unit', 'unit'));
lanes.push(vitestLane('stories (chromium, a11y)', 'storybook'));
lanes.push(vitestLane('api on PGlite', 'api', withoutDatabase));
if (DATABASE_URL) lanes.push(vitestLane('api on PostgreSQL', 'api', process.env));
else console.log('\nDATABASE_URL is not set: the API lane ran on PGlite only.');
const storybookBuild = check('storybook static build', 'npm', ['run', 'build-storybook', '--silent']);
lanes.push(storybookBuild);
// Its MDX pages render their Markdown tables (GitHub-flavoured Markdown), none left as raw '|---|'.
if (storybookBuild.failed === 0)
  lanes.push(check('storybook docs pages', 'node', ['scripts/check-storybook-docs.mjs']));
const built = check('build (packages, portal, server)', 'npm', ['run', 'build', '--silent']);
lanes.push(built);
// The tarballs are packed from the packages' dist, which the build lane has just made.
if (built.failed === 0) lanes.push(otherRegionLane('other region (packed tarballs)'));
else lanes.push({ name: 'other region (packed tarballs)', passed: 0, failed: 1 });
if (built.failed === 0) lanes.push(playwrightLane('e2e (playwright, chromium)'));
else lanes.push({ name: 'e2e (playwright, chromium)', passed: 0, failed: 1 });

console.log('\nLanes:');
for (const lane of lanes)
  console.log(`  ${lane.name.padEnd(36)} ${lane.passed} passed, ${lane.failed} failed`);
const passed = lanes.reduce((sum, lane) => sum + lane.passed, 0);
const failed = lanes.reduce((sum, lane) => sum + lane.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
