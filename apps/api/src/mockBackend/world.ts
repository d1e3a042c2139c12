import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { buildMockDataset, type MockWorld } from '@cet-portal/api-client/msw';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { loadConfig } from '../config';
import type { Db } from '../db/database';
import { migrationsFolder } from '../db/migrations';
import { seedReferenceData } from '../db/referenceData';
import * as schema from '../db/schema';
import { createMockServerBackend, type MockServerBackend } from './backend';
import { writeMockWorld } from './worldRows';

/** A world of the mocks (the whole dataset unless told) in a new in-memory PGlite, as a started server would hold it. */
export const createMockWorldClient = async (world: MockWorld = buildMockDataset()): Promise<PGlite> => {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: await migrationsFolder() });
  await seedReferenceData(db as unknown as Db);
  await writeMockWorld(db as unknown as Db, world);
  return client;
};

/**
 * The world as a gzipped data directory, for a browser to start PGlite from (`loadDataDir`) without
 * initdb, migrations or seeding: Storybook's mock backend loads it once per page.
 */
export const writeMockWorldDump = async (file: string): Promise<void> => {
  const client = await createMockWorldClient();
  const dump = await client.dumpDataDir('gzip');
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  await client.close();
};

/** The mock backend in Node (the portal's tests, the parity suite): the server's calls over the world. */
export const createNodeMockBackend = async (world?: MockWorld): Promise<MockServerBackend> =>
  createMockServerBackend(await createMockWorldClient(world), loadConfig({}));
