import type { MockBackend } from '@cet-portal/api-client/msw';
import type { MockServerBackend } from '../apps/api/src/mockBackend/backend';

let started: Promise<MockServerBackend> | undefined;

/**
 * Starts the backend once per page, on the first call that needs it. The import is dynamic, so PGlite,
 * the server's code and the world's dump stay out of the preview's bundle: a story or a docs page that
 * calls nothing (a Button) never downloads them. A start that failed is tried again on the next call.
 */
const startedBackend = (): Promise<MockServerBackend> => {
  started ??= import('./startMockBackend')
    .then(({ startMockBackend }) => startMockBackend())
    .catch((error: unknown) => {
      started = undefined;
      throw error;
    });
  return started;
};

/**
 * Storybook's mock backend: the server's call table over the mocks' world in the story's browser
 * (docs/mock-backend.md), behind every MSW handler that no story override answers.
 */
export const mockBackend: MockBackend = async (call) => (await startedBackend()).answer(call);

/**
 * Every story starts from the world as loaded: what the stories before it changed is rolled back. Before
 * the first call of the page nothing has changed, and nothing is started to roll back.
 *
 * A screen (the portal's routes, 'Screens/…') calls the API from its first render (its configuration,
 * the user, the page's data): its backend is started before it renders, so that the screen's waits time
 * the page, not PGlite's start (seconds on a busy machine, more than a play function's wait allows).
 */
export const rollBackMockBackend = async ({ title }: { title: string }): Promise<void> => {
  if (title.startsWith('Screens/')) await startedBackend();
  if (!started) return;
  const backend = await started.catch(() => undefined);
  await backend?.reset();
};
