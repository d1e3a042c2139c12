import { definePage } from '../../routes/definePage';

/** '/' and /home: the home page, the first view every visitor meets. */
export const route = definePage({
  path: 'home',
  index: true,
  access: 'public',
  plain: true,
  Page: async () => (await import('./HomePage')).HomePage,
});
