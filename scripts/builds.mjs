// The builds the server needs to serve the portal, made only where their output is missing: `npm start`
// and `npm run bundle` share them. `npm run build` remakes everything.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

const builds = [
  { workspace: '@cet-portal/portal', output: 'apps/portal/dist/index.html' },
  { workspace: '@cet-portal/api', output: 'apps/api/dist/main.js' },
];

export const buildMissing = () => {
  for (const { workspace, output } of builds) {
    if (existsSync(`${root}${output}`)) continue;
    console.log(`Building ${workspace}…`);
    const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
};
