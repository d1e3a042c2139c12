import { handlers, setMockBackend } from '@cet-portal/api-client/msw';
import { isCommonAssetRequest } from 'msw';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { mockBackend } from './mockBackend';

/** Mock backend for every story: the default handlers, and a loud failure for any API call left unmocked. */
const startMockWorker = async () => {
  const worker = setupWorker(...handlers);
  await worker.start({
    quiet: true,
    serviceWorker: { url: './mockServiceWorker.js' },
    onUnhandledRequest(request, print) {
      if (isCommonAssetRequest(request)) return;
      if (new URL(request.url).pathname.startsWith('/api')) print.error();
    },
  });
  return worker;
};

// The server's calls behind every handler no story override answers, started on the first call
// (.storybook/mockBackend.ts): a story that calls nothing never loads PGlite.
setMockBackend(mockBackend);

/**
 * MSW's loader (the worker started once per page, the story's handlers applied): in a module of its
 * own, which the preview imports only for a story that may call the API (.storybook/preview.tsx).
 */
export const mockWorkerLoader = mswLoader(startMockWorker);
