import type { Plugin } from 'vite';

/*
 * Storybook's mock backend is the server's own call table over PGlite (apps/api/src/mockBackend), run in
 * the story's browser. Node's modules that the server's code and its libraries import get a stand-in
 * here; the calls that would really use one (a ZIP of every document, a file streamed as it is written)
 * answer the mocks' 500 with the reason instead.
 */

const unavailable = (what: string) =>
  `() => { throw new Error('${what}: non disponibile nel backend simulato di Storybook'); }`;

const STAND_INS: Record<string, string> = {
  stream: `
    export class Readable { static from = ${unavailable('Readable.from')}; }
    export class PassThrough { constructor() { (${unavailable('PassThrough')})(); } }
    export class Transform {}
    export default { Readable, PassThrough, Transform };`,
  net: `export const isIP = (address) => /^\\d{1,3}(\\.\\d{1,3}){3}$/.test(address) ? 4 : address.includes(':') ? 6 : 0;`,
  path: `
    export const join = (...parts) => parts.filter(Boolean).join('/').replace(/\\/+/g, '/');
    export const resolve = join;
    export const dirname = (path) => path.replace(/\\/[^/]*$/, '') || '/';
    export default { join, resolve, dirname };`,
  module: `export const createRequire = ${unavailable('createRequire')}; export default { createRequire };`,
  fs: `
    export const readFile = ${unavailable('readFile')};
    export const rm = ${unavailable('rm')};
    export default { readFile, rm };`,
  crypto: `export const createHash = ${unavailable('createHash')}; export default { createHash };`,
  zlib: 'export default {};',
  util: `
    export const inherits = (child, parent) => { Object.setPrototypeOf(child.prototype, parent.prototype); };
    export default { inherits };`,
  events: 'export class EventEmitter {} export default EventEmitter;',
};

const PREFIX = '\0server-in-browser:';

/** Imports from the server's sources and the libraries only it uses; Storybook's own keep Node's. */
const SERVER_IMPORTERS = /\/apps\/api\/src\/|\/node_modules\/(yazl|@electric-sql\/pglite)\//;

/** Vite's resolve step (for the server's sources) and the pre-bundler's (for yazl, pre-bundled). */
export const serverInBrowser = (): Plugin => ({
  name: 'cet-portal:server-in-browser',
  enforce: 'pre',
  resolveId(source, importer) {
    if (!importer || !SERVER_IMPORTERS.test(importer)) return null;
    const name = source.replace(/^node:/, '').split('/')[0] ?? '';
    return name in STAND_INS && !source.startsWith('.') ? `${PREFIX}${name}` : null;
  },
  load(id) {
    return id.startsWith(PREFIX) ? STAND_INS[id.slice(PREFIX.length)] : null;
  },
});
