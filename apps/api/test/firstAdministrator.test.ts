import { DEMO_ACCOUNTS, JOB_USER, REQUEST_TYPES } from '@cet-portal/api-client';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig, type ServerConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { auditLog, roles, userRoles, users } from '../src/db/schema';
import { buildServer } from '../src/server';
import { runAdminCommand } from '../src/tools/adminCommand';
import { createApi } from './support/api';
import { createFreshDatabase, testConfig } from './support/testServer';

/** The region's first administrator, as the organisation's sign-on names him. */
const LUCA = { fiscalCode: 'VRDLCU70A01H501E', name: 'Luca', surname: 'Verdi' };
/** An applicant registered before anyone made her ADMIN. */
const CHIARA = 'FRRCHR85M41F205N';
/** Named only by BOOTSTRAP_ADMIN_FISCAL_CODES (no demo account has this code). */
const SILVIA = 'MRNSLV75C52L219R';

type FreshDatabase = Awaited<ReturnType<typeof createFreshDatabase>>;

/** What a production server's environment holds: its database, the organisation's issuer, no demo. */
const productionEnv = (fresh: FreshDatabase, extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  DATA_DIR: fresh.dataDir,
  DATABASE_URL: fresh.databaseUrl ?? '',
  DEMO_DATA: 'false',
  OIDC_ISSUER: 'https://sso.regione.example.it/realms/cet',
  ...extra,
});

/** The command as a shell runs it, with what it printed. */
const admin = async (env: NodeJS.ProcessEnv, ...args: string[]) => {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const code = await runAdminCommand(args, env);
  const output = [...log.mock.calls, ...error.mock.calls].map((call) => call.join(' ')).join('\n');
  log.mockRestore();
  error.mockRestore();
  return { code, output };
};

const createLuca = (env: NodeJS.ProcessEnv) =>
  admin(env, 'create', '--fiscal-code', LUCA.fiscalCode, '--name', LUCA.name, '--surname', LUCA.surname);

/** The server on an existing database, as a production start sees it (first-day data on, no demo). */
const startOn = async (fresh: FreshDatabase, overrides: Partial<ServerConfig> = {}) => {
  const app = await buildServer(
    testConfig({ dataDir: fresh.dataDir, databaseUrl: fresh.databaseUrl, firstDayData: true, ...overrides }),
  );
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, baseUrl, api: createApi({ app, baseUrl }) };
};

/** Reads the database between runs of the command, while no server holds it. */
const withDatabase = async <Value>(
  fresh: FreshDatabase,
  read: (db: ReturnType<typeof dbOf>) => Promise<Value>,
) => {
  const database = await openDatabase(fresh);
  try {
    return await read(database.db);
  } finally {
    await database.close();
  }
};
const dbOf = (database: Awaited<ReturnType<typeof openDatabase>>) => database.db;

const auditRows = (db: ReturnType<typeof dbOf>, operation: string) =>
  db.select().from(auditLog).where(eq(auditLog.operation, operation));

describe('npm run admin -- create, on an empty production database', () => {
  let fresh: FreshDatabase;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    fresh = await createFreshDatabase();
    env = productionEnv(fresh);
  });
  afterAll(() => fresh.drop());

  it('given no user at all, when run, then it migrates, creates the person as ADMIN and audits it as the server', async () => {
    const created = await createLuca(env);
    expect(created).toEqual({ code: 0, output: `Creato l'amministratore Luca Verdi (${LUCA.fiscalCode})` });
    await withDatabase(fresh, async (db) => {
      const [row] = await db.select().from(users).where(eq(users.fiscalCode, LUCA.fiscalCode));
      expect(row).toMatchObject({
        name: 'Luca',
        surname: 'Verdi',
        fullname: 'Luca Verdi',
        isCorporate: false,
      });
      const held = await db
        .select({ name: roles.name })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(eq(userRoles.userId, row?.id ?? ''));
      expect(held.map((role) => role.name)).toEqual(['ADMIN']);
      const audit = await auditRows(db, 'command.adminCreate');
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        userId: null,
        userFiscalCode: JOB_USER,
        role: 'ADMIN',
        recordKind: 'user',
        recordId: row?.id,
        before: null,
        after: { fiscalCode: LUCA.fiscalCode, fullname: 'Luca Verdi', roles: ['ADMIN'] },
      });
    });
  });

  it('when run again, then it says so, changes nothing and exits 0', async () => {
    expect(await createLuca(env)).toEqual({
      code: 0,
      output: `Luca Verdi (${LUCA.fiscalCode}) è già amministratore: nessuna modifica`,
    });
    await withDatabase(fresh, async (db) => {
      expect(await auditRows(db, 'command.adminCreate')).toHaveLength(1);
      expect(await db.select().from(users).where(eq(users.fiscalCode, LUCA.fiscalCode))).toHaveLength(1);
    });
  });

  it('given a fiscal code with a wrong check character or format, then it refuses it in Italian and exits non-zero', async () => {
    for (const fiscalCode of ['VRDLCU70A01H501X', 'NONVALIDO']) {
      const refused = await admin(
        env,
        'create',
        '--fiscal-code',
        fiscalCode,
        '--name',
        'A',
        '--surname',
        'B',
      );
      expect(refused.code).not.toBe(0);
      expect(refused.output).toContain('--fiscal-code: codice fiscale non valido');
    }
    const unnamed = await admin(
      env,
      'create',
      '--fiscal-code',
      LUCA.fiscalCode,
      '--name',
      ' ',
      '--surname',
      'B',
    );
    expect(unnamed.code).not.toBe(0);
    expect(unnamed.output).toContain('--name:');
    expect((await admin(env, 'create', '--fiscal-code', LUCA.fiscalCode)).output).toContain(
      'mancano --name, --surname',
    );
    expect((await admin(env, 'delete')).code).not.toBe(0);
  });

  it('given an applicant already registered, then it adds ADMIN to her roles and keeps the others', async () => {
    await withDatabase(fresh, async (db) => {
      const [ric] = await db.select().from(roles).where(eq(roles.name, 'RIC'));
      const now = new Date();
      await db.insert(users).values({
        id: 'chiara',
        fiscalCode: CHIARA,
        name: 'Chiara',
        surname: 'Ferri',
        fullname: 'Chiara Ferri',
        inserted: now,
        updated: now,
      });
      await db.insert(userRoles).values({ userId: 'chiara', roleId: ric?.id ?? '' });
    });
    const promoted = await admin(
      env,
      'create',
      '--fiscal-code',
      CHIARA.toLowerCase(),
      '--name',
      'C',
      '--surname',
      'F',
    );
    expect(promoted).toEqual({
      code: 0,
      output: `Chiara Ferri (${CHIARA}) esisteva già: aggiunto il ruolo ADMIN`,
    });
    await withDatabase(fresh, async (db) => {
      const held = await db
        .select({ name: roles.name })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(eq(userRoles.userId, 'chiara'));
      expect(held.map((role) => role.name).sort()).toEqual(['ADMIN', 'RIC']);
      const [audit] = (await auditRows(db, 'command.adminCreate')).filter((row) => row.recordId === 'chiara');
      expect(audit).toMatchObject({ before: { roles: ['RIC'] }, after: { roles: ['ADMIN', 'RIC'] } });
    });
  });

  it('then the server starts on it with the first day’s data, and the administrator lists the users with a token', async () => {
    const { app, api } = await startOn(fresh);
    try {
      const luca = { token: await api.token(LUCA.fiscalCode), role: 'ADMIN' as const };
      const listed = await api.ok('user.find', { take: 50 }, luca);
      expect(listed.result.map((user) => user.fiscalCode).sort()).toEqual([CHIARA, LUCA.fiscalCode].sort());
      expect((await api.call('user.find', { take: 50 }, { fiscalCode: CHIARA, role: 'RIC' })).status).toBe(
        403,
      );
      // The command prepared the database as a server would: the first day's types came before Luca.
      expect((await api.ok('requestConfig.find', { take: 50 }, luca)).total).toBe(REQUEST_TYPES.length);
    } finally {
      await app.close();
    }
  });
});

describe('a production start on an empty database', () => {
  let fresh: FreshDatabase;
  let server: Awaited<ReturnType<typeof startOn>>;

  beforeAll(async () => {
    fresh = await createFreshDatabase();
    server = await startOn(fresh, { bootstrapAdministrators: [SILVIA] });
  });
  afterAll(async () => {
    await server?.app.close();
    await fresh.drop();
  });

  it('has the fourteen request types, each with documents and a template, and no demo person', async () => {
    const silvia = { fiscalCode: SILVIA, role: 'ADMIN' as const };
    const { result } = await server.api.ok('requestConfig.find', { take: 50 }, silvia);
    expect(result.map((config) => config.requestType)).toEqual([...REQUEST_TYPES]);
    for (const config of result) {
      expect(config.documentType.length).toBeGreaterThan(0);
      expect(config.documentType.some((field) => field.required)).toBe(true);
      for (const field of config.documentType)
        expect(field.templateFileName).toBe(`Modello - ${field.label}.pdf`);
    }
    const people = await server.app.database.db
      .select({ fiscalCode: users.fiscalCode })
      .from(users)
      .where(
        inArray(
          users.fiscalCode,
          Object.values(DEMO_ACCOUNTS).map((account) => account.fiscalCode),
        ),
      );
    expect(people).toEqual([]);
    const { result: listed } = await server.api.ok('user.find', { take: 50 }, silvia);
    expect(listed.map((user) => user.fiscalCode)).toEqual([SILVIA]);
    const { result: requests } = await server.api.ok('request.find', { take: 1 }, silvia);
    expect(requests).toEqual([]);
  });

  it('has a neutral home page that says how to sign in', async () => {
    const { result, total } = await server.api.ok('home.find', { take: 1 });
    expect(total).toBe(1);
    expect(result[0]?.body).toContain('Accedi all’area personale');
    for (const account of Object.values(DEMO_ACCOUNTS))
      expect(JSON.stringify(result[0])).not.toContain(account.surname);
  });

  it('made the BOOTSTRAP_ADMIN_FISCAL_CODES person ADMIN, named by the fiscal code until someone corrects it', async () => {
    const me = await server.api.ok('user.me', {}, { fiscalCode: SILVIA, role: 'ADMIN' });
    expect(me).toMatchObject({ fiscalCode: SILVIA, name: '', surname: SILVIA, fullname: SILVIA });
    expect(me.roles.map((role) => role.name)).toEqual(['ADMIN']);
  });

  it('given a restart, then it neither audits the administrator again nor brings back a deleted home page', async () => {
    const silvia = { fiscalCode: SILVIA, role: 'ADMIN' as const };
    const [home] = (await server.api.ok('home.find', { take: 1 })).result;
    await server.api.ok('home.delete', { _id: home?._id ?? '' }, silvia);
    await server.app.close();
    server = await startOn(fresh, { bootstrapAdministrators: [SILVIA] });
    expect((await server.api.ok('home.find', { take: 1 })).total).toBe(0);
    expect((await server.api.ok('requestConfig.find', { take: 50 }, silvia)).total).toBe(
      REQUEST_TYPES.length,
    );
    expect(await auditRows(server.app.database.db, 'setting.bootstrapAdmin')).toMatchObject([
      { userId: null, userFiscalCode: JOB_USER, role: 'ADMIN', before: null, after: { roles: ['ADMIN'] } },
    ]);
  });

  it('given the command with her name afterwards, then it completes the provisional name', async () => {
    await server.app.close();
    const named = await admin(
      productionEnv(fresh),
      'create',
      '--fiscal-code',
      SILVIA,
      '--name',
      'Silvia',
      '--surname',
      'Marino',
    );
    expect(named).toEqual({
      code: 0,
      output: `Silvia Marino (${SILVIA}) è già amministratore: completati nome, cognome o e-mail`,
    });
    server = await startOn(fresh);
    expect(await server.api.ok('user.me', {}, { fiscalCode: SILVIA, role: 'ADMIN' })).toMatchObject({
      fullname: 'Silvia Marino',
    });
  });
});

describe('BOOTSTRAP_ADMIN_FISCAL_CODES', () => {
  afterEach(() => vi.restoreAllMocks());

  it('takes a comma-separated list, uppercased, and refuses a code that is not one', () => {
    expect(
      loadConfig({ BOOTSTRAP_ADMIN_FISCAL_CODES: ` ${LUCA.fiscalCode.toLowerCase()}, ${SILVIA},,` })
        .bootstrapAdministrators,
    ).toEqual([LUCA.fiscalCode, SILVIA]);
    expect(loadConfig({}).bootstrapAdministrators).toEqual([]);
    expect(() => loadConfig({ BOOTSTRAP_ADMIN_FISCAL_CODES: `${SILVIA},NONVALIDO` })).toThrow(ConfigError);
    expect(() => loadConfig({ BOOTSTRAP_ADMIN_FISCAL_CODES: 'NONVALIDO' })).toThrow(
      /BOOTSTRAP_ADMIN_FISCAL_CODES: codice fiscale non valido: NONVALIDO/,
    );
  });
});
