import { buildMockDataset, makeRequest, mockHandlers } from '@cet-portal/api-client/msw';

/** The packages' dataset, which the demo shows and the tests read their expectations from. */
export const world = buildMockDataset();

/**
 * The calls the region's pages make, answered from the packages' dataset: the demo has no server. A
 * region with its own server plugs it in behind the packages' handlers with `setMockBackend` instead.
 */
export const demoHandlers = () => [
  mockHandlers.request.find(({ skip = 0, take = 10 }) => ({
    result: world.requests.slice(skip, skip + take),
    total: world.requests.length,
  })),
  mockHandlers.requestConfig.find(() => ({
    result: world.requestConfigs,
    total: world.requestConfigs.length,
  })),
  // A draft saved is answered as stored, with a new version: the demo keeps nothing.
  mockHandlers.request.create((draft) => makeRequest({ ...draft, updated: new Date().toISOString() })),
  mockHandlers.request.update((draft) => makeRequest({ ...draft, updated: new Date().toISOString() })),
];
