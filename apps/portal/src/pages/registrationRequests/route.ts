import { REGISTRATION_REQUESTS_PATH } from '@cet-portal/api-client';
import { definePage } from '../../routes/definePage';
import { REGISTRATION_DECIDER_ROLES } from '../../routes/routeAccess';

/** 'Richieste di registrazione': the applicants' sign-ups to confirm or refuse. */
export const route = definePage({
  path: REGISTRATION_REQUESTS_PATH.slice(1),
  access: REGISTRATION_DECIDER_ROLES,
  Page: async () => (await import('./RegistrationRequestsPage')).RegistrationRequestsPage,
});
