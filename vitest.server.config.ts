import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { nodeSourceConditions } from './vitest.shared.ts';

/**
 * A lane of the server's tests: the real server on a real database (PGlite in a temp folder, or a
 * database of its own on DATABASE_URL's server), one file per process.
 */
/**
 * The server's lanes resolve packages as Node runs the built server: `node`, not `module`. The AWS
 * SDK's `module` build imports its own files without extensions, which only a bundler resolves.
 */
const serverConditions = {
  conditions: nodeSourceConditions.conditions.filter((condition) => condition !== 'module'),
};

const serverLane = (
  name: string,
  include: string,
  testTimeout = 30_000,
  isolate = true,
): TestProjectInlineConfiguration => ({
  resolve: serverConditions,
  ssr: { resolve: serverConditions },
  test: {
    name,
    environment: 'node',
    include: [include],
    // Each server on PGlite copies one migrated cluster made before the first file.
    globalSetup: [fileURLToPath(new URL('apps/api/test/support/pgliteTemplate.ts', import.meta.url))],
    // One database per test file; keep files apart but bounded to the 2 cores.
    maxWorkers: 2,
    isolate,
    testTimeout,
    hookTimeout: 120_000,
  },
});

/** The server's projects, listed inline by vitest.config.ts too. */
export const serverLanes = [
  // Each file starts its own server on its own database, so files need no process of their own: a
  // process per file loaded Fastify, oidc-provider, PGlite and the AWS SDK again for each of the 55
  // files: 838 s of imports for 1,438 s of tests, summed over the workers (PostgreSQL, load 11); 50 s
  // of imports with the workers' modules shared (PGlite, load 6).
  serverLane('api', 'apps/api/test/**/*.test.ts', 30_000, false),
  // The proof lanes (docs/testing.md): the rulebook of rights, generated envelopes, the server under
  // load, killed, backed up and restored.
  serverLane('matrix', 'apps/api/test/lanes/matrix.lane.ts'),
  serverLane('fuzz', 'apps/api/test/lanes/fuzz.lane.ts', 600_000),
  serverLane('load', 'apps/api/test/lanes/load.lane.ts', 480_000),
  // 30 kills take 190–290 s in CI alone, longer beside the e2e lane at a lower priority; the lane
  // asserts integrity, never a time, so its limit leaves room.
  serverLane('crash', 'apps/api/test/lanes/crash.lane.ts', 900_000),
  serverLane('backup', 'apps/api/test/lanes/backup.lane.ts', 120_000),
  // The deployable bundle (`npm run bundle`) copied out of the repository and started as a region would.
  serverLane('bundle', 'apps/api/test/lanes/bundle.lane.ts', 120_000),
];

/** The server's lanes without the browser projects: `vitest run --config vitest.server.config.ts --project api`. */
export default defineConfig({ test: { projects: serverLanes } });
