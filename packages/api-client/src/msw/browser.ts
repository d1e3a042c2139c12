import { setupWorker } from 'msw/browser';
import { createHandlers, type HandlerOptions } from './handlers';

/** An MSW worker for the browser with the default handlers. */
export const createMockWorker = (options?: HandlerOptions) => setupWorker(...createHandlers(options));
