import { runAdminCommand } from './adminCommand';

// `npm run admin -- create …`; the bundle's `node server.mjs admin create …` runs the same command.
// An explicit exit: a database pool left open by a failure must not keep the shell waiting.
process.exit(await runAdminCommand(process.argv.slice(2)));
