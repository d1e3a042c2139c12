import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/server';
import { type Api, createApi } from '../support/api';
import { as, fingerprint, seedAccounts } from '../support/fixtures';
import { draftRequest, sendRequest, uploadPdf } from '../support/requests';
import { createFreshDatabase, testConfig } from '../support/testServer';

const run = promisify(execFile);
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const RIC = as('marioRossi');

/**
 * docs/operations.md's commands, run as written there (with the lane's folder, file and database
 * in place of the examples), with the server stopped.
 */
const backupCommands = {
  PGlite: {
    backup: (dataDir: string, file: string) => run('tar', ['-czf', file, '-C', dataDir, '.']),
    restore: async (dataDir: string, file: string) => {
      await rm(dataDir, { recursive: true, force: true });
      await mkdir(dataDir);
      await run('tar', ['-xzf', file, '-C', dataDir]);
    },
  },
  PostgreSQL: {
    backup: (databaseUrl: string, file: string) =>
      run('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${databaseUrl}`]),
    restore: (databaseUrl: string, file: string) =>
      run('pg_restore', [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--single-transaction',
        `--dbname=${databaseUrl}`,
        file,
      ]),
  },
};

describe(`backup and restore on ${database}`, () => {
  let fresh: Awaited<ReturnType<typeof createFreshDatabase>>;
  let folder: string;
  let app: Awaited<ReturnType<typeof buildServer>> | undefined;
  let api: Api;

  const startServer = async () => {
    app = await buildServer(testConfig({ dataDir: fresh.dataDir, databaseUrl: fresh.databaseUrl }));
    api = createApi({ baseUrl: await app.listen({ port: 0, host: '127.0.0.1' }), app });
    return app;
  };
  const stopServer = async () => {
    await app?.close();
    app = undefined;
  };

  beforeAll(async () => {
    fresh = await createFreshDatabase();
    folder = await mkdtemp(join(tmpdir(), 'cet-backup-'));
  });
  afterAll(async () => {
    await stopServer();
    await fresh.drop();
    await rm(folder, { recursive: true, force: true });
  });

  it('given a backup, when data is added and the backup restored, then every table is as it was and numbering goes on from there', async () => {
    const server = await startServer();
    await seedAccounts({ app: server });
    await sendRequest(api, RIC, await draftRequest(api, RIC, { studyTitle: 'Prima del backup' }));
    await server.protocolJob.run();
    await uploadPdf(api, RIC, 'allegato.pdf');
    const backedUp = await fingerprint({ app: server });
    await stopServer();

    const file = join(folder, database === 'PGlite' ? 'cet-data.tar.gz' : 'cet.dump');
    const target = fresh.databaseUrl ?? fresh.dataDir;
    await backupCommands[database].backup(target, file);

    const changed = await startServer();
    await sendRequest(api, RIC, await draftRequest(api, RIC, { studyTitle: 'Dopo il backup' }));
    await changed.protocolJob.run();
    expect(await fingerprint({ app: changed })).not.toEqual(backedUp);
    await stopServer();

    await backupCommands[database].restore(target, file);
    const restored = await startServer();
    expect(await fingerprint({ app: restored })).toEqual(backedUp);
    // Sequences and counters came back too: the next sending takes identifier 2 and protocol 2 again.
    const sent = await sendRequest(
      api,
      RIC,
      await draftRequest(api, RIC, { studyTitle: 'Dopo il ripristino' }),
    );
    await restored.protocolJob.run();
    const registered = await api.ok('request.get', { id: sent._id }, RIC);
    expect(registered.identifier).toBe(2);
    expect(registered.protocols.map((protocol) => protocol.protocol)).toEqual([2]);
    console.log(
      `backup and restore (${database}): ${(await stat(file)).size} bytes backed up, ` +
        `${Object.keys(backedUp).length} tables restored identical`,
    );
  });
});
