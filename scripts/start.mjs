// `npm start`: build what is missing, then run the one server that serves the portal, the API and sign-in.
import { buildMissing, root } from './builds.mjs';

// Node 20 is past its end of life and some dependencies already need 22: say so before anything fails.
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `Node ${process.versions.node} non è supportato: serve Node 24 LTS (o 22.12 e successivi). ` +
      'Il README dice come installarlo dal registro npm.',
  );
  process.exit(1);
}
buildMissing();

process.env.PORTAL_DIST ??= `${root}apps/portal/dist`;
process.env.DATA_DIR ??= `${root}.data`;
await import(`${root}apps/api/dist/main.js`);
