import { resetMockDatabase } from '@cet-portal/api-client/msw';
import { createMockServer } from '@cet-portal/api-client/msw/node';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

/** The packages' mock backend, in Node, answering wherever the region mounts its API. */
export const mockServer = createMockServer();

// React Aria's virtualized table lays its rows out in the element's size, which happy-dom gives as 0;
// React Spectrum's testing guide mocks the two sizes like this.
vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(2000);

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  mockServer.resetHandlers();
  resetMockDatabase();
});
afterAll(() => mockServer.close());
