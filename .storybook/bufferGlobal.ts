import { Buffer } from 'buffer';

// The server's code, run in the browser as Storybook's mock backend, decodes uploads and writes files
// with Node's Buffer; browsers have none. Imported before the backend, so it is there when that runs.
globalThis.Buffer ??= Buffer;
