// `npm run inner-loop -w @cet-portal/bench`: how long a developer waits while working — a warm
// `npm run typecheck` (nothing changed, then one new file in @cet-portal/ui, which the forms, the portal
// and the root configs import), one unit test file, and `npm run storybook` until it serves
// http://localhost:6006/iframe.html — each beside its target, with the load average when it was taken
// (the machine is shared). Writes bench/results/inner-loop.md; exits non-zero when a target is missed.
// `--skip=storybook` (or typecheck, unit) leaves a part out.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { createReport } from '../lib/report.mjs';
import { ROOT } from '../lib/server.mjs';

const skipped = (process.argv.find((arg) => arg.startsWith('--skip='))?.slice(7) ?? '').split(',');
const report = createReport();
const seconds = (started) => (performance.now() - started) / 1000;
const atMost = (limit) => ({ text: `≤ ${limit} s`, ok: (value) => value <= limit });
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One command from the repository's root, timed; its output is shown only when it fails. */
const timed = (command, args) => {
  const started = performance.now();
  const run = spawnSync(command, args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const wall = seconds(started);
  if (run.status !== 0)
    console.log(`\n$ ${command} ${args.join(' ')}: exit ${run.status}\n${run.stdout}${run.stderr}`);
  return { wall, ok: run.status === 0 };
};

console.log(
  `inner loop on ${cpus().length} cores, load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}, ${new Date().toISOString()}`,
);

if (!skipped.includes('typecheck')) {
  // The first run brings the build info up to date (cold when node_modules/.cache/tsc is empty).
  const first = timed('npm', ['run', 'typecheck', '--silent']);
  report.add('typecheck', `first run (${first.ok ? 'passes' : 'fails'})`, first.wall, 's');
  const unchanged = timed('npm', ['run', 'typecheck', '--silent']);
  report.add('typecheck', 'warm, nothing changed', unchanged.wall, 's', atMost(30));
  // A new module in a package that three projects depend on: its declarations change, so the
  // dependents are checked again (incrementally) against them.
  const probe = join(ROOT, 'packages/ui/src/innerLoopProbe.ts');
  writeFileSync(probe, `export const innerLoopProbe = ${Date.now()};\n`);
  try {
    const edited = timed('npm', ['run', 'typecheck', '--silent']);
    report.add('typecheck', 'warm, one new file in @cet-portal/ui', edited.wall, 's', atMost(30));
  } finally {
    rmSync(probe, { force: true });
  }
  // Back to the tree as it was, so that the next warm run starts from it.
  timed('npm', ['run', 'typecheck', '--silent']);
}

if (!skipped.includes('unit')) {
  const file = 'packages/api-client/src/contract/calls.test.ts';
  const runs = [1, 2, 3].map(() =>
    timed('npx', ['vitest', 'run', '--config', 'vitest.unit.config.ts', file]),
  );
  report.add(
    'unit',
    'one file on vitest.unit.config.ts (median of 3)',
    median(runs.map((run) => run.wall)),
    's',
    atMost(3),
  );
  // The same through the root config, which loads every project's config first: for comparison.
  const root = timed('npx', ['vitest', 'run', '--project', 'unit', file]);
  report.add('unit', 'one file, npx vitest run --project unit (root config)', root.wall, 's');
}

/** Whether something already listens on the port (another engineer's Storybook). */
const listening = (port) =>
  new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('error', () => resolve(false));
  });

if (!skipped.includes('storybook')) {
  if (await listening(6006)) {
    console.log('\nstorybook: port 6006 is taken (another Storybook?); not measured');
    report.add('storybook', 'npm run storybook until iframe.html is served', 'not measured', '', atMost(12));
  } else {
    const started = performance.now();
    // Its own process group, so that npm, Storybook and Vite stop together.
    const storybook = spawn(
      'npm',
      ['run', 'storybook', '--silent', '--', '--ci', '--no-open', '--exact-port'],
      {
        cwd: ROOT,
        detached: true,
        stdio: 'ignore',
      },
    );
    let served;
    try {
      while (seconds(started) < 300 && storybook.exitCode === null) {
        const answer = await fetch('http://localhost:6006/iframe.html').catch(() => undefined);
        if (answer?.ok) {
          await answer.text();
          served = seconds(started);
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    } finally {
      process.kill(-storybook.pid, 'SIGTERM');
    }
    report.add(
      'storybook',
      'npm run storybook until iframe.html is served',
      served ?? 'not served in 300 s',
      served ? 's' : '',
      atMost(12),
    );
  }
}

const results = join(ROOT, 'bench/results');
mkdirSync(results, { recursive: true });
writeFileSync(join(results, 'inner-loop.md'), `${new Date().toISOString()}\n\n${report.markdown()}\n`);
// A figure that could not be taken counts as missed: its target's check fails on a sentence.
process.exit(report.failed() ? 1 : 0);
