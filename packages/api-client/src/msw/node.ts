import { setupServer } from 'msw/node';
import { createHandlers, type HandlerOptions } from './handlers';

/**
 * An MSW server for Node tests with the default handlers. Start it with
 * `listen({ onUnhandledRequest: 'error' })` so unmocked calls fail loudly.
 */
export const createMockServer = (options?: HandlerOptions) => setupServer(...createHandlers(options));
