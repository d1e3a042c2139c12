import { createHandlers } from '@cet-portal/api-client/msw';
import { cleanup } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { demoHandlers } from '../api/demoHandlers';

/** The packages' mocks in Node, answering wherever the region mounts its API, with the demo's answers. */
export const mockServer = setupServer(...demoHandlers(), ...createHandlers());

// React Aria's virtualized table lays its rows out in the element's size, which happy-dom gives as 0;
// React Spectrum's testing guide mocks the two sizes like this.
vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(2000);

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  mockServer.resetHandlers();
});
afterAll(() => mockServer.close());
