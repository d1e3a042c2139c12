import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_UPLOAD_BYTES } from '@cet-portal/api-client';
import pg from 'pg';
import { inject } from 'vitest';
import { loadConfig, type ServerConfig } from '../../src/config';
import { buildServer } from '../../src/server';

/**
 * A fresh database for one test file: a new PGlite folder (a copy of the run's migrated cluster,
 * pgliteTemplate.ts), or, when DATABASE_URL is set, a new database on that PostgreSQL server (dropped
 * afterwards). The folder also holds the keys.
 */
export const createFreshDatabase = async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'cet-api-test-'));
  const removeFolder = () => rm(dataDir, { recursive: true, force: true });
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const template = inject('pgliteTemplate');
    if (template) await cp(template, dataDir, { recursive: true });
    return { dataDir, databaseUrl: undefined, drop: removeFolder };
  }
  const name = `cet_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      await removeFolder();
    },
  };
};

/** What an empty environment gives (limits, timeouts), under the fixed values of a test server. */
export const testConfig = (overrides: Partial<ServerConfig> = {}): ServerConfig => ({
  ...loadConfig({}),
  port: 0,
  host: '127.0.0.1',
  dataDir: '',
  logLevel: (process.env.TEST_LOG_LEVEL as ServerConfig['logLevel'] | undefined) ?? 'silent',
  demoData: false,
  // Each test builds its own world; a test of the first day's data asks for it.
  firstDayData: false,
  publicUrl: 'http://localhost:8080',
  fiscalCodeClaim: 'sub',
  maxUploadBytes: MAX_UPLOAD_BYTES,
  protocolJobIntervalMs: 0,
  deadlineJobIntervalMs: 0,
  ...overrides,
});

/** Limits far above what a lane sends, for the lanes that call the server thousands of times a minute. */
export const UNLIMITED = {
  rateLimits: { apiPerMinute: 1_000_000, oidcPerMinute: 1_000_000, signInPerMinute: 1_000_000 },
  uploadLimits: { perUser: 100, bytesInFlight: 256 * 1024 * 1024 },
} satisfies Partial<ServerConfig>;

/** A port nobody listens on now, for a server whose public address must be known before it starts. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

/** Starts the real server in-process on a free port (or `port`), on a fresh database. */
export const startTestServer = async (overrides: Partial<ServerConfig> = {}) => {
  const database = await createFreshDatabase();
  const app = await buildServer(
    testConfig({ dataDir: database.dataDir, databaseUrl: database.databaseUrl, ...overrides }),
  );
  const address = await app.listen({ port: overrides.port ?? 0, host: '127.0.0.1' });
  return {
    app,
    baseUrl: address,
    dataDir: database.dataDir,
    /** The test's own PostgreSQL database, when the suite runs on PostgreSQL. */
    databaseUrl: database.databaseUrl,
    stop: async () => {
      await app.close();
      await database.drop();
    },
  };
};

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;
