import { runDocumentsCommand } from './documentsCommand';

// `npm run documents -- migrate --to s3`; the bundle's `node server.mjs documents …` runs the same command.
// An explicit exit: a database pool or an S3 client left open must not keep the shell waiting.
process.exit(await runDocumentsCommand(process.argv.slice(2)));
