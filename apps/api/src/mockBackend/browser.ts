import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { loadConfig } from '../config';
import { createMockServerBackend, type MockServerBackend } from './backend';

/**
 * The mock backend in a browser (Storybook): PGlite started from the world's dump (`writeMockWorldDump`),
 * which skips initdb, migrations and seeding.
 */
export const startBrowserMockBackend = async (worldDump: Blob): Promise<MockServerBackend> => {
  const client = await PGlite.create({ loadDataDir: worldDump, extensions: { pg_trgm } });
  return createMockServerBackend(client, loadConfig({}));
};
