import { buildMockDataset } from './fixtures/dataset';
import type { MockDatabase } from './store';

let database: MockDatabase | undefined;

export const getMockDatabase = (): MockDatabase => {
  database ??= buildMockDataset();
  return database;
};

/** Restores the deterministic dataset (call it in `afterEach`, or between stories). */
export const resetMockDatabase = (seed?: number): MockDatabase => {
  database = buildMockDataset(seed);
  return database;
};
