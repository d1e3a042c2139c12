#!/usr/bin/env node
// The deployable server (`npm run bundle` copies this file to bundle/server.mjs):
//   node server.mjs                      serves the portal, the API and sign-in, as `npm start` does;
//   node server.mjs admin create …       creates or promotes the first administrator (docs/deployment.md);
//   node server.mjs documents migrate …  moves documents to another store (docs/operations.md).
// Settings come from the environment only (.env.example lists them); a container sets DATA_DIR to its volume.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
process.env.PORTAL_DIST ??= join(here, 'portal');

const [command, ...args] = process.argv.slice(2);
if (command === 'admin') {
  const { runAdminCommand } = await import('./dist/adminCommand.js');
  // An explicit exit, as `npm run admin` does: a pool left open by a failure must not hold the shell.
  process.exit(await runAdminCommand(args));
} else if (command === 'documents') {
  const { runDocumentsCommand } = await import('./dist/documentsCommand.js');
  process.exit(await runDocumentsCommand(args));
} else if (command === undefined) {
  await import('./dist/main.js');
} else {
  console.error(
    `Comando sconosciuto: ${command}. Uso: node server.mjs [admin create --fiscal-code CF --name N --surname S | documents migrate --to file|s3|database | documents verify]`,
  );
  process.exitCode = 2;
}
