import './bufferGlobal';
import type { MockServerBackend } from '../apps/api/src/mockBackend/backend';
import { startBrowserMockBackend } from '../apps/api/src/mockBackend/browser';
import worldDumpUrl from './mock-world/world.tar.gz?url';

/**
 * The server's calls over PGlite, started from the mocks' world (`npm run mock-world` writes its dump).
 * Everything here (PGlite's WebAssembly and data, the server's code, the 6 MB dump) is loaded only by
 * `.storybook/mockBackend.ts`, on a story's first API call.
 */
export const startMockBackend = async (): Promise<MockServerBackend> => {
  const response = await fetch(worldDumpUrl);
  if (!response.ok) throw new Error(`Mondo dei mock non scaricato (${worldDumpUrl}: ${response.status})`);
  return startBrowserMockBackend(await response.blob());
};
