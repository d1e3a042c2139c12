import { buildMockDataset, makeRequest, mockHandlers } from '@cet-portal/api-client/msw';

/** The packages' dataset, which the demo shows and the tests read their expectations from. */
export const world = buildMockDataset();

const registered = world.requests.filter((request) => request.identifier !== null);

/**
 * The calls the region's pages make, answered from the packages' dataset: the demo has no server. A
 * region with its own server plugs it in behind the packages' handlers with `setMockBackend` instead.
 */
export const demoHandlers = () => [
  // The committee's list: the registered requests, as the dataset holds them (the demo does not sort).
  mockHandlers.request.find(({ skip = 0, take = 10 }) => ({
    result: registered.slice(skip, skip + take),
    total: registered.length,
  })),
  mockHandlers.requestConfig.find(() => ({
    result: world.requestConfigs,
    total: world.requestConfigs.length,
  })),
  // A saved draft gets its id and a new version; the demo keeps nothing else of it.
  mockHandlers.request.create(() => makeRequest({ state: 'DRAFT', updated: new Date().toISOString() })),
  mockHandlers.request.update(({ _id }) =>
    makeRequest({ _id, state: 'DRAFT', updated: new Date().toISOString() }),
  ),
];
