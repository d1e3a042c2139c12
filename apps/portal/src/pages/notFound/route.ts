import { definePage } from '../../routes/definePage';

/**
 * Any address that matches no page: a 404 for everyone, signed in or not. The guard's alert would tell
 * a visitor with a mistyped address to sign in to a page that does not exist.
 */
export const route = definePage({
  path: '*',
  access: 'public',
  Page: async () => (await import('./NotFoundPage')).NotFoundPage,
});
