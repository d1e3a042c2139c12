// Proves that another region can build its portal on the published packages: packs the three
// packages as npm would publish them, lints the tarballs (publint, attw), installs them into
// examples/other-region (file paths to the .tgz, never workspace links), then type-checks, builds
// and tests the example. `OTHER_REGION_REPORT=<file>` writes the tests' JSON report there.
// The packages' dist must be built first (`npm run build`); missing ones are built here.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const example = `${root}examples/other-region/`;
const tarballs = `${example}tarballs/`;
const packages = ['api-client', 'ui', 'forms'];
const started = Date.now();

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

const step = (title, command, args, cwd = root) => {
  const since = Date.now();
  console.log(`\n$ ${[command, ...args].join(' ')}${cwd === root ? '' : `   (in ${cwd.replace(root, '')})`}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  console.log(`${title}: ${result.status === 0 ? 'done' : 'FAILED'} in ${seconds(since)}`);
  if (result.status !== 0) process.exit(1);
};

for (const name of packages) {
  if (!existsSync(`${root}packages/${name}/dist/index.js`))
    step(`build ${name}`, 'npm', ['run', 'build', '-w', `@cet-portal/${name}`]);
}

// Stable file names, so that the example's package.json names them whatever the version.
rmSync(tarballs, { recursive: true, force: true });
mkdirSync(tarballs, { recursive: true });
for (const name of packages) {
  const since = Date.now();
  const pack = spawnSync('npm', ['pack', '--json', '--pack-destination', tarballs], {
    cwd: `${root}packages/${name}/`,
    encoding: 'utf8',
  });
  if (pack.status !== 0) {
    console.error(pack.stderr);
    process.exit(1);
  }
  const [{ filename, size, unpackedSize, entryCount }] = JSON.parse(pack.stdout);
  const tarball = `${tarballs}cet-portal-${name}.tgz`;
  renameSync(`${tarballs}${filename.replace('@cet-portal/', 'cet-portal-')}`, tarball);
  console.log(
    `\n@cet-portal/${name}: ${(size / 1024).toFixed(1)} KiB packed, ${(unpackedSize / 1024).toFixed(1)} KiB unpacked, ${entryCount} files (${seconds(since)})`,
  );
  step(`publint ${name}`, 'npx', ['--no-install', 'publint', 'run', tarball, '--strict']);
  // ESM only: every entry must resolve with types under Node's ESM and bundlers; CommonJS `require` is not offered.
  step(`attw ${name}`, 'npx', [
    '--no-install',
    'attw',
    tarball,
    '--profile',
    'esm-only',
    '--format',
    'table-flipped',
  ]);
}

// A fresh copy of the packages each run: npm would keep an installed .tgz whose name has not changed,
// and a lock left by an earlier run pins the old tarballs' integrity, so npm's cache would serve them.
rmSync(`${example}node_modules/@cet-portal`, { recursive: true, force: true });
rmSync(`${example}package-lock.json`, { force: true });
step(
  'install',
  'npm',
  ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'],
  example,
);
step('msw worker', 'npm', ['run', '--silent', 'msw:worker'], example);
step('typecheck and vite build', 'npm', ['run', '--silent', 'build'], example);
const report = process.env.OTHER_REGION_REPORT;
step(
  'tests',
  'npm',
  [
    'run',
    '--silent',
    'test',
    '--',
    '--reporter=default',
    ...(report ? ['--reporter=json', `--outputFile.json=${report}`] : []),
  ],
  example,
);
console.log(`\nexamples/other-region on the packed tarballs: passed in ${seconds(started)}`);
