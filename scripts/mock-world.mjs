// `npm run mock-world`: the dump of the mocks' world that Storybook's mock backend starts from
// (docs/mock-backend.md), written by apps/api/src/tools/mockWorldDump.ts in 8–11 s. It is written again
// only when what it is made of changed since the last dump: the server's sources and migrations (its
// schema, reference data and rows), the client's dataset, and the locked versions (PGlite's own format).
// `npm run storybook`, `build-storybook` and the stories lane's set-up all start with it.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DUMP = '.storybook/mock-world/world.tar.gz';
/** Beside the dump: the digest of the sources it was written from. */
const SOURCES_DIGEST = `${DUMP}.sources`;
const INPUTS = ['apps/api/src', 'apps/api/drizzle', 'packages/api-client/src', 'package-lock.json'];

const files = (path) =>
  statSync(join(ROOT, path)).isDirectory()
    ? readdirSync(join(ROOT, path), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name))
        .sort()
    : [join(ROOT, path)];

const hash = createHash('sha256');
for (const file of INPUTS.flatMap(files)) hash.update(file).update(readFileSync(file));
const digest = hash.digest('hex');

const written = existsSync(join(ROOT, SOURCES_DIGEST)) && readFileSync(join(ROOT, SOURCES_DIGEST), 'utf8');
if (existsSync(join(ROOT, DUMP)) && written === digest) {
  console.log(`Mondo dei mock già aggiornato (${DUMP})`);
} else {
  execFileSync(
    'node',
    ['--conditions=@cet-portal/source', '--import', 'tsx', 'apps/api/src/tools/mockWorldDump.ts', DUMP],
    { cwd: ROOT, stdio: 'inherit' },
  );
  writeFileSync(join(ROOT, SOURCES_DIGEST), digest);
}
