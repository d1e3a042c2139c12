// `npm start`: build what is missing, then run the one server that serves the portal, the API and sign-in.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builds = [
  { workspace: '@cet-portal/portal', output: 'apps/portal/dist/index.html' },
  { workspace: '@cet-portal/api', output: 'apps/api/dist/main.js' },
];

for (const { workspace, output } of builds) {
  if (existsSync(`${root}${output}`)) continue;
  console.log(`Building ${workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.PORTAL_DIST ??= `${root}apps/portal/dist`;
process.env.DATA_DIR ??= `${root}.data`;
await import(`${root}apps/api/dist/main.js`);
