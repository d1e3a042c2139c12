import { REGISTRATION_PATH } from '@cet-portal/api-client';
import { definePage } from '../../routes/definePage';

/** An applicant's sign-up: for anyone signed in, with or without an account, so no role is asked. */
export const route = definePage({
  path: REGISTRATION_PATH.slice(1),
  access: 'signed-in',
  Page: async () => (await import('./RegistrationPage')).RegistrationPage,
});
