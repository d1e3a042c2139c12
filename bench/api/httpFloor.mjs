import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { envelopeBody, ROOT, startServer } from '../lib/server.mjs';

/**
 * The bare route of httpFloorServer.mjs on `databaseUrl`, answering each traced call with its own
 * statements; timed through the same client as the API (`timeCall`), it is the call's floor.
 */
export const startHttpFloor = async (databaseUrl, calls) => {
  const folder = mkdtempSync(join(tmpdir(), 'cet-bench-floor-'));
  const file = join(folder, 'statements.json');
  writeFileSync(
    file,
    JSON.stringify(
      calls.map((entry) => [JSON.stringify(JSON.parse(envelopeBody(entry.call))), entry.statements]),
    ),
  );
  const server = await startServer(
    { DATABASE_URL: databaseUrl, FLOOR_STATEMENTS: file },
    `${ROOT}bench/api/httpFloorServer.mjs`,
  );
  return {
    ...server,
    stop: async () => {
      await server.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
};
