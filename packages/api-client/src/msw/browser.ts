import { setupWorker } from 'msw/browser';
import { handlers } from './index';

/** An MSW worker for the browser, with the default handlers. */
export const createMockWorker = () => setupWorker(...handlers);
