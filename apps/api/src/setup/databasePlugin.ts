import fp from 'fastify-plugin';
import type { ServerConfig } from '../config';
import { type Database, openDatabase } from '../db/database';
import { seedReferenceData } from '../db/referenceData';
import { seedDemoData } from '../demo/seedDemoData';
import { documentStoreOf } from '../documents/store/documentStore';
import { type AdministratorOutcome, ensureAdministrator } from './administrators';
import { seedFirstDayData } from './firstDayData';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

/** Advisory lock key that serialises start-up work (migrations, seeding) across instances. */
const STARTUP_LOCK = 0x43455400;

type Preparation = Pick<ServerConfig, 'demoData' | 'firstDayData' | 'bootstrapAdministrators'>;

/**
 * Migrates and seeds under the start-up lock: reference data; the demo's world when asked, else the
 * first day's (each only into a database with nobody in it, so the demo's goes first and the other
 * finds it); then BOOTSTRAP_ADMIN_FISCAL_CODES. The administrator command runs it too, so that it
 * works on an empty database and leaves it as the server would.
 */
export const prepareDatabase = async (
  database: Database,
  config: Preparation,
  then?: () => Promise<void>,
): Promise<{ administrators: { fiscalCode: string; outcome: AdministratorOutcome }[] }> => {
  const administrators: { fiscalCode: string; outcome: AdministratorOutcome }[] = [];
  await database.withAdvisoryLock(
    STARTUP_LOCK,
    async () => {
      await database.migrate();
      await seedReferenceData(database.db);
      const documents = documentStoreOf(database);
      if (config.demoData) await seedDemoData(database.db, documents);
      if (config.firstDayData) await seedFirstDayData(database.db, documents);
      for (const fiscalCode of config.bootstrapAdministrators) {
        const outcome = await ensureAdministrator(database.db, { fiscalCode }, 'setting.bootstrapAdmin');
        administrators.push({ fiscalCode, outcome });
      }
      await then?.();
    },
    { wait: true },
  );
  return { administrators };
};

/**
 * The database as `app.database`: opened and prepared (prepareDatabase) under one advisory lock, so
 * instances starting together do it once; closed with the server.
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
      const { administrators } = await prepareDatabase(database, config);
      for (const { fiscalCode, outcome } of administrators) {
        if (outcome.kind === 'company')
          app.log.warn({ fiscalCode }, 'BOOTSTRAP_ADMIN_FISCAL_CODES names a company, which cannot be ADMIN');
        else if (outcome.kind !== 'alreadyAdmin')
          app.log.info(
            { fiscalCode, outcome: outcome.kind },
            'administrator from BOOTSTRAP_ADMIN_FISCAL_CODES',
          );
      }
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
