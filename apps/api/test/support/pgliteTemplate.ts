import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite folder that each test server copies ('' on PostgreSQL). */
    pgliteTemplate: string;
  }
}

/**
 * The server lanes' global setup. A new PGlite cluster costs an initdb in WebAssembly (5–13 s on the
 * 2-core machine) where copying a migrated one and opening it costs about 1 s: the cluster is made and
 * migrated once per run, and createFreshDatabase copies it. The server still migrates and seeds at its
 * start, as on any database.
 */
export async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const folder = await mkdtemp(join(tmpdir(), 'cet-pglite-template-'));
  const database = await openDatabase({ dataDir: folder });
  await database.migrate();
  await database.close();
  project.provide('pgliteTemplate', folder);
  return () => rm(folder, { recursive: true, force: true });
}
