import './bufferGlobal';
import type { MockServerBackend } from '../apps/api/src/mockBackend/backend';
import { startBrowserMockBackend } from '../apps/api/src/mockBackend/browser';
import worldDumpUrl from './mock-world/world.tar.gz?url';

let started: Promise<MockServerBackend> | undefined;

/**
 * Storybook's mock backend: the server's calls over the mocks' world (`npm run mock-world` writes its
 * dump), started once per page and shared by its stories.
 */
export const mockBackend = (): Promise<MockServerBackend> => {
  started ??= fetch(worldDumpUrl)
    .then((response) => response.blob())
    .then(startBrowserMockBackend);
  return started;
};
