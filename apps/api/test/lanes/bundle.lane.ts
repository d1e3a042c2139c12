import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTING_NAMES } from '../../src/config';
import type { Caller } from '../support/api';
import { createApi } from '../support/api';
import { draftRequest, sendRequest } from '../support/requests';
import { startStandInIssuer } from '../support/standInIssuer';
import { createFreshDatabase, freePort } from '../support/testServer';
import { spawnServer } from './childServer';

const root = new URL('../../../../', import.meta.url);
const bundle = fileURLToPath(new URL('bundle/', root));
const DEPLOYMENT_DOC = fileURLToPath(new URL('docs/deployment.md', root));

/** What `npm test` runs before this lane (.ci/run's install, the build lane, the bundle step). */
const BUILT_BEFORE_THE_LANE = ['npm ci', 'npm run build', 'npm run bundle'];
const COPY = 'cp -r bundle /opt/cet-portal';
const START = 'node server.mjs';

/** The commands of a Markdown page's `sh` blocks, one per line, continuations joined. */
const documentedCommands = (markdown: string) =>
  [...markdown.matchAll(/^```sh\n([\s\S]*?)^```$/gm)].flatMap(([, block = '']) =>
    block
      .replaceAll(/\\\n\s*/g, ' ')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );

/** The region's first administrator, as the organisation's sign-on names him. */
const ADMIN = { fiscalCode: 'VRDLCU70A01H501E', name: 'Luca', surname: 'Verdi' };
const APPLICANT_FISCAL_CODE = 'FRRCHR85M41F205N';

/**
 * What a region's IT department does with `npm run bundle`'s folder: copied outside the repository,
 * nothing installed, started on PostgreSQL (DATABASE_URL in CI) with its organisation's sign-in; the
 * first administrator made on the command line; a first day's work through the API; the metrics.
 */
describe('the bundle, copied outside the repository', () => {
  let copy: string;
  let database: Awaited<ReturnType<typeof createFreshDatabase>>;
  let issuer: Awaited<ReturnType<typeof startStandInIssuer>>;
  let server: Awaited<ReturnType<typeof spawnServer>> | undefined;
  let env: NodeJS.ProcessEnv;
  let metricsPort: number;
  let port: number;

  beforeAll(async () => {
    if (!existsSync(join(bundle, 'server.mjs')))
      throw new Error('bundle/ manca: esegui prima npm run bundle');
    copy = await mkdtemp(join(tmpdir(), 'cet-bundle-'));
    await cp(bundle, copy, { recursive: true });
    database = await createFreshDatabase();
    issuer = await startStandInIssuer();
    port = await freePort();
    metricsPort = await freePort();
    // Only what a service manager gives: no variable of the repository's tools reaches the bundle.
    env = {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl ?? '',
      OIDC_ISSUER: issuer.issuer,
      OIDC_CLIENT_ID: 'cet-portal',
      OIDC_AUDIENCE: 'cet-portal',
      OIDC_USER_CLAIM: 'fiscal_code',
      METRICS_PORT: String(metricsPort),
      LOG_LEVEL: 'warn',
    };
  });

  afterAll(async () => {
    await server?.stop();
    await issuer?.stop();
    await database?.drop();
    if (copy) await rm(copy, { recursive: true, force: true });
  });

  const adminCommand = (...args: string[]) =>
    spawnSync(process.execPath, ['server.mjs', 'admin', ...args], { cwd: copy, env, encoding: 'utf8' });

  it('lists every setting of the server in .env.example, with its meaning and default', async () => {
    const example = await readFile(join(copy, '.env.example'), 'utf8');
    const listed = [...example.matchAll(/^# ([A-Z][A-Z0-9_]+)=$/gm)].map((match) => match[1]);
    expect(SETTING_NAMES.filter((name) => !listed.includes(name))).toEqual([]);
    expect(example).toMatch(/# the organisation's single sign-on[^\n]*\n# default: [^\n]+\n# OIDC_ISSUER=/);
  });

  // Before the server starts: the embedded database (a run without DATABASE_URL) takes one process at a time.
  it('refuses a wrong fiscal code, then creates the first administrator once: a second run changes nothing', () => {
    const wrong = adminCommand('create', '--fiscal-code', 'NONVALIDO', '--name', 'A', '--surname', 'B');
    expect(wrong.status).not.toBe(0);
    expect(wrong.stderr + wrong.stdout).toMatch(/codice fiscale/i);
    const create = () =>
      adminCommand(
        'create',
        '--fiscal-code',
        ADMIN.fiscalCode,
        '--name',
        ADMIN.name,
        '--surname',
        ADMIN.surname,
      );
    const created = create();
    expect(created.status, created.stderr + created.stdout).toBe(0);
    const again = create();
    expect(again.status, again.stderr + again.stdout).toBe(0);
    expect(again.stdout).toMatch(/nessuna modifica/);
  });

  it("runs docs/deployment.md's commands as written: first administrator, start, ready, metrics", async () => {
    const commands = documentedCommands(await readFile(DEPLOYMENT_DOC, 'utf8'));
    expect(commands).toContain(START);
    for (const command of commands) {
      if (BUILT_BEFORE_THE_LANE.includes(command)) continue;
      if (command === COPY) continue; // beforeAll copied the bundle to a temporary folder instead
      if (command === START) {
        server = await spawnServer({
          script: 'server.mjs',
          cwd: copy,
          port,
          env,
          readyPath: '/api/health/ready',
        });
        continue;
      }
      const result = spawnSync('sh', ['-c', command], { cwd: copy, env, encoding: 'utf8' });
      expect(result.status, `${command}\n${result.stderr}${result.stdout}`).toBe(0);
    }
    const page = await fetch(`http://127.0.0.1:${port}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root"');
  });

  it('lets the administrator set up an applicant who sends a request of a first-day type', async () => {
    const api = createApi({
      baseUrl: `http://127.0.0.1:${port}`,
      app: { tokenSigning: issuer.tokenSigning },
    });
    const signedIn = async (fiscalCode: string, role: Caller['role']): Promise<Caller> => ({
      token: await api.token(fiscalCode, { claim: 'fiscal_code' }),
      role,
    });
    const admin = await signedIn(ADMIN.fiscalCode, 'ADMIN');
    expect(await api.ok('user.me', {}, admin)).toMatchObject({ fiscalCode: ADMIN.fiscalCode });
    const company = await api.ok(
      'user.create',
      { isCorporate: true, fiscalCode: '09876543210', surname: 'Beta Pharma S.r.l.' },
      admin,
    );
    const { result: roles } = await api.ok('role.find', { query: { name: 'RIC' } }, admin);
    await api.ok(
      'user.create',
      {
        fiscalCode: APPLICANT_FISCAL_CODE,
        name: 'Chiara',
        surname: 'Ferri',
        roles: [roles[0]?._id ?? ''],
        corporate: company._id,
      },
      admin,
    );
    const applicant = await signedIn(APPLICANT_FISCAL_CODE, 'RIC');
    const { result: configs } = await api.ok(
      'requestConfig.find',
      { query: { requestType: 'A1' } },
      applicant,
    );
    const required =
      configs[0]?.documentType.filter((field) => field.required).map((field) => field.label) ?? [];
    expect(required.length).toBeGreaterThan(0);
    const draft = await draftRequest(api, applicant, { type: 'A1', labels: required });
    const sent = await sendRequest(api, applicant, draft);
    expect(sent.state).toBe('WAIT_PROT');
  });

  it('counts those calls in /metrics, on its own port only', async () => {
    const scrape = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(scrape.status).toBe(200);
    const text = await scrape.text();
    expect(text).toMatch(/cet_api_calls_total\{[^}]*call="user\.create"[^}]*\} 2\b/);
    expect(text).toMatch(/cet_api_calls_total\{[^}]*call="request\.send"[^}]*\} 1\b/);
    expect((await fetch(`http://127.0.0.1:${port}/metrics`)).headers.get('content-type')).not.toContain(
      'text/plain',
    );
  });
});
