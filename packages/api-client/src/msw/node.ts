import { setupServer } from 'msw/node';
import { handlers } from './index';

/** An MSW server for Node tests, with the default handlers; unmocked calls fail loudly. */
export const createMockServer = () => setupServer(...handlers);
