import { PREFERENCES_PATH } from '@cet-portal/api-client';
import { definePage } from '../../routes/definePage';

/** The e-mail preferences, of anyone signed in. */
export const route = definePage({
  path: PREFERENCES_PATH.slice(1),
  access: 'signed-in',
  Page: async () => (await import('./PreferencesPage')).PreferencesPage,
});
