// The lint lane's own proof: each arrow between packages and layers that biome.json forbids is refused
// when someone writes it. A wrong-way import is written in each layer, linted, and removed; the check
// fails if biome lets one through (as it once did, when a later override replaced a layer's rule).
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

const wrongWays = [
  {
    file: 'apps/api/src/calls/importArrowCheck.ts',
    source:
      "import { createApiClient } from '@cet-portal/api-client';\nexport const probe = createApiClient;\n",
    refusal: "The server imports only '@cet-portal/api-client/contract'",
  },
  {
    file: 'apps/api/src/db/importArrowCheck.ts',
    source: "import { badRequest } from '../http/errors';\nexport const probe = badRequest;\n",
    refusal: 'The data, domain and job layers never import the HTTP layer or the calls',
  },
  {
    file: 'apps/api/src/domain/importArrowCheck.ts',
    source: "import { CALL_IMPLEMENTATIONS } from '../calls';\nexport const probe = CALL_IMPLEMENTATIONS;\n",
    refusal: 'The data, domain and job layers never import the HTTP layer or the calls',
  },
  {
    file: 'apps/api/src/jobs/importArrowCheck.ts',
    source:
      "import { setupWorker } from '@cet-portal/api-client/msw/browser';\nexport const probe = setupWorker;\n",
    refusal: 'The mock backend is for stories and tests of the browser, never for the server.',
  },
  {
    file: 'apps/api/src/http/importArrowCheck.ts',
    source:
      "import { createNodeMockBackend } from '../mockBackend/world';\nexport const probe = createNodeMockBackend;\n",
    refusal: "The mock backend (the server's calls over the mocks' world) is for Storybook and the tests",
  },
  {
    file: 'apps/api/src/db/importArrowCheck2.ts',
    source:
      "import { createNodeMockBackend } from '../mockBackend/world';\nexport const probe = createNodeMockBackend;\n",
    refusal: "The mock backend (the server's calls over the mocks' world) is for Storybook and the tests",
  },
  {
    file: 'packages/ui/src/importArrowCheck.ts',
    source: "import { REFUSALS } from '@cet-portal/api-client/contract';\nexport const probe = REFUSALS;\n",
    refusal: '@cet-portal/ui is the bottom of the workspace',
  },
];

let missed = 0;
try {
  for (const { file, source } of wrongWays) writeFileSync(`${root}${file}`, source);
  const result = spawnSync(
    'npx',
    ['biome', 'lint', '--colors=off', '--max-diagnostics=50', ...wrongWays.map((w) => w.file)],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  const output = `${result.stdout}${result.stderr}`;
  for (const { file, refusal } of wrongWays) {
    const refused = output
      .split(/\n(?=\S+\.ts:\d+:\d+ )/)
      .some((d) => d.startsWith(file) && d.includes(refusal));
    console.log(`${refused ? 'refused' : 'LET THROUGH'}: ${file}`);
    if (!refused) missed += 1;
  }
} finally {
  for (const { file } of wrongWays) rmSync(`${root}${file}`, { force: true });
}
console.log(missed === 0 ? 'every wrong-way import is refused' : `${missed} wrong-way import(s) let through`);
process.exit(missed === 0 ? 0 : 1);
