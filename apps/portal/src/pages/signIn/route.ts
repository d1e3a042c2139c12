import { definePage } from '../../routes/definePage';

/** /signin: the organisation's sign-in, or why it is not available. */
export const route = definePage({
  path: 'signin',
  access: 'public',
  Page: async () => (await import('./SignInPage')).SignInPage,
});
