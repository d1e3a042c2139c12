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
    file: 'apps/api/src/core/importArrowCheck.ts',
    source: "import { openDatabase } from '../db/database';\nexport const probe = openDatabase;\n",
    refusal: 'core/ is the bottom of the server',
  },
  {
    file: 'apps/api/src/db/importArrowCheck.ts',
    source: "import { scopeOf } from '../domain/requests';\nexport const probe = scopeOf;\n",
    refusal: 'db/ (schema, migrations, queries) sits under the domain and the features',
  },
  {
    file: 'apps/api/src/db/queries/importArrowCheck.ts',
    source: "import { errorBody } from '../../http/errors';\nexport const probe = errorBody;\n",
    refusal: 'db/ (schema, migrations, queries) sits under the domain and the features',
  },
  {
    file: 'apps/api/src/domain/importArrowCheck.ts',
    source: "import { CALL_IMPLEMENTATIONS } from '../calls';\nexport const probe = CALL_IMPLEMENTATIONS;\n",
    refusal: 'The domain and the features never import the jobs, the calls, the HTTP layer',
  },
  {
    file: 'apps/api/src/auth/issuer/importArrowCheck.ts',
    source:
      "import { allowSignInRedirects } from '../../http/securityHeaders';\nexport const probe = allowSignInRedirects;\n",
    refusal: 'The domain and the features never import the jobs, the calls, the HTTP layer',
  },
  {
    file: 'apps/api/src/demo/importArrowCheck.ts',
    source: "import { runProtocolJob } from '../jobs/protocol';\nexport const probe = runProtocolJob;\n",
    refusal: 'The domain and the features never import the jobs, the calls, the HTTP layer',
  },
  {
    file: 'apps/api/src/jobs/importArrowCheck.ts',
    source: "import { CALL_IMPLEMENTATIONS } from '../calls';\nexport const probe = CALL_IMPLEMENTATIONS;\n",
    refusal: 'The jobs run under the calls and the HTTP layer',
  },
  {
    file: 'apps/api/src/jobs/importArrowCheck2.ts',
    source:
      "import { setupWorker } from '@cet-portal/api-client/msw/browser';\nexport const probe = setupWorker;\n",
    refusal: 'The mock backend is for stories and tests of the browser, never for the server.',
  },
  {
    file: 'apps/api/src/calls/request/importArrowCheck.ts',
    source: "import { errorBody } from '../../http/errors';\nexport const probe = errorBody;\n",
    refusal: 'The calls are the layer under HTTP',
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
    file: 'apps/api/src/mockBackend/importArrowCheck.ts',
    source:
      "import { createApiClient } from '@cet-portal/api-client';\nexport const probe = createApiClient;\n",
    refusal: "The server imports only '@cet-portal/api-client/contract'",
  },
  {
    file: 'apps/portal/src/session/importArrowCheck.ts',
    source:
      "import { REQUEST_LISTS } from '../requests/requestLists';\nexport const probe = REQUEST_LISTS;\n",
    refusal: "The portal's services (api, auth, config, errors, i18n, session, lists, routes) sit under",
  },
  {
    file: 'apps/portal/src/routes/importArrowCheck.ts',
    source: "import { route } from '../pages/dashboard/route';\nexport const probe = route;\n",
    refusal: "The portal's services (api, auth, config, errors, i18n, session, lists, routes) sit under",
  },
  {
    file: 'apps/portal/src/api/importArrowCheck.ts',
    source: "import { routes } from '../app/routes';\nexport const probe = routes;\n",
    refusal: 'app/App, app/Shell, app/routes and app/router put the portal together',
  },
  {
    file: 'apps/portal/src/todo/importArrowCheck.ts',
    source:
      "import { requestQuery } from '../pages/showRequest/showRequestQueries';\nexport const probe = requestQuery;\n",
    refusal: 'A feature (requests, submissions, conflicts, history, todo, dashboard, forms) serves the pages',
  },
  {
    file: 'apps/portal/src/conflicts/importArrowCheck.ts',
    source: "import { Shell } from '../app/Shell';\nexport const probe = Shell;\n",
    refusal: 'app/App, app/Shell, app/routes and app/router put the portal together',
  },
  {
    file: 'apps/portal/src/pages/meetings/show/parts/importArrowCheck.ts',
    source:
      "import { screenMeta } from '../../../../screens/screenStories';\nexport const probe = screenMeta;\n",
    refusal: "A page never imports the screen stories' harness (screens/)",
  },
  {
    file: 'apps/portal/src/pages/home/importArrowCheck.ts',
    source: "import { router } from '../../app/router';\nexport const probe = router;\n",
    refusal: 'app/App, app/Shell, app/routes and app/router put the portal together',
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
