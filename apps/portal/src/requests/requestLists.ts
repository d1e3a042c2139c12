import type { CallPrefix } from '../api/queries';

/** What a change of a request makes stale beside the request itself: the lists and their counts. */
export const REQUEST_LISTS: readonly CallPrefix[] = [
  'request.find',
  'request.count',
  'request.countByState',
  'request.countToIntegrate',
];
