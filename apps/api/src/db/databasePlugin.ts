import fp from 'fastify-plugin';
import type { ServerConfig } from '../config';
import { seedDemoData } from '../demo/seedDemoData';
import { type Database, openDatabase } from './database';
import { seedReferenceData } from './referenceData';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

/** Advisory lock key that serialises start-up work (migrations, seeding) across instances. */
const STARTUP_LOCK = 0x43455400;

/**
 * The database as `app.database`: opened, migrated and seeded (reference data, and the demo's when
 * asked) under one advisory lock, so instances starting together do it once; closed with the server.
 */
export const databasePlugin = fp<{ config: ServerConfig }>(
  async (app, { config }) => {
    const database = await openDatabase({
      ...config,
      onIdleError: (error) => app.log.warn({ err: error }, 'database connection lost while idle'),
      onQuery:
        config.logLevel === 'trace'
          ? (query, params) => app.log.trace({ sql: query, params }, 'sql')
          : undefined,
    });
    try {
      await database.withAdvisoryLock(
        STARTUP_LOCK,
        async () => {
          await database.migrate();
          await seedReferenceData(database.db);
          if (config.demoData) await seedDemoData(database.db);
        },
        { wait: true },
      );
    } catch (error) {
      await database.close();
      throw error;
    }
    app.decorate('database', database);
    app.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'database' },
);
