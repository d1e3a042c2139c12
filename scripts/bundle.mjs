// `npm run bundle`: bundle/, the server as a region deploys it (docs/deployment.md). The built server and
// portal, the migrations, the production dependencies the server imports (nothing of the workspace:
// tsup inlines it), a package.json with its lock, `.env.example` and `server.mjs`. Copied to any machine
// with Node 24, `node server.mjs` runs it; the Containerfile copies it as it is.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { buildMissing, root } from './builds.mjs';
import { envExample } from './envExample.mjs';

const bundle = join(root, 'bundle');
const api = join(root, 'apps/api');
const started = Date.now();

buildMissing();
rmSync(bundle, { recursive: true, force: true });
mkdirSync(bundle);
cpSync(join(api, 'dist'), join(bundle, 'dist'), { recursive: true });
cpSync(join(api, 'drizzle'), join(bundle, 'drizzle'), { recursive: true });
cpSync(join(root, 'apps/portal/dist'), join(bundle, 'portal'), { recursive: true });
cpSync(join(root, 'deploy/server.mjs'), join(bundle, 'server.mjs'));
writeFileSync(join(bundle, '.env.example'), envExample(readFileSync(join(root, 'README.md'), 'utf8')));

/** The packages the built server imports, read off its code: what it needs, and only that. */
const importedPackages = () => {
  const builtins = new Set(builtinModules);
  const found = new Set();
  // Static imports at a line's start (esbuild writes one per line) and dynamic imports of a literal.
  const specifiers =
    /^import\s(?:[^'";]*?\sfrom\s*)?["']([^"'.][^"']*)["']|\bimport\(\s*["']([^"'.][^"']*)["']\s*\)/gm;
  for (const file of readdirSync(join(bundle, 'dist')).filter((name) => name.endsWith('.js'))) {
    for (const [, staticImport, dynamicImport] of readFileSync(join(bundle, 'dist', file), 'utf8').matchAll(
      specifiers,
    )) {
      const specifier = staticImport ?? dynamicImport;
      if (specifier.startsWith('node:') || builtins.has(specifier)) continue;
      const parts = specifier.split('/');
      found.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
    }
  }
  return [...found].sort();
};

/** The version the workspace runs, so the bundle runs what the tests ran. */
const installedVersion = (name) => {
  for (const folder of [join(api, 'node_modules'), join(root, 'node_modules')]) {
    const manifest = join(folder, name, 'package.json');
    if (existsSync(manifest)) return JSON.parse(readFileSync(manifest, 'utf8')).version;
  }
  throw new Error(`${name} is imported by the server but not installed`);
};

const dependencies = Object.fromEntries(importedPackages().map((name) => [name, installedVersion(name)]));
const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
writeFileSync(
  join(bundle, 'package.json'),
  `${JSON.stringify(
    {
      name: 'cet-portal-server',
      private: true,
      version: JSON.parse(readFileSync(join(api, 'package.json'), 'utf8')).version,
      description: 'Portale CET: the server, the built portal and their production dependencies.',
      license: rootManifest.license,
      type: 'module',
      engines: rootManifest.engines,
      scripts: { start: 'node server.mjs', admin: 'node server.mjs admin' },
      dependencies,
    },
    null,
    2,
  )}\n`,
);
// Exact versions, from npm's cache where it holds them; no install scripts run (none is needed).
const install = spawnSync(
  'npm',
  [
    'install',
    '--omit=dev',
    '--ignore-scripts',
    '--no-audit',
    '--no-fund',
    '--prefer-offline',
    '--loglevel=error',
  ],
  { cwd: bundle, stdio: 'inherit' },
);
if (install.status !== 0) process.exit(install.status ?? 1);

const size = spawnSync('du', ['-sh', bundle], { encoding: 'utf8' }).stdout.split('\t')[0];
console.log(
  `bundle/: ${Object.keys(dependencies).length} direct dependencies, ${size}, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
