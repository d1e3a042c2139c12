import { definePage } from '../../routes/definePage';

/** /loginFailure: where a failed sign-in ends. */
export const route = definePage({
  path: 'loginFailure',
  access: 'public',
  Page: async () => (await import('./LoginFailurePage')).LoginFailurePage,
});
