// The portal's addresses that the server also writes (in e-mails), apart from notification.ts's zod
// schemas: the portal's header links to them in its first view, which loads no zod.

/** The portal's page of a user's preferences: the footer of every e-mail links to it. */
export const PREFERENCES_PATH = '/preferenze';

/** Where a signed-in person with no account completes their registration (the e-mails link to it). */
export const REGISTRATION_PATH = '/registrazione';

/** The secretariat's list of registrations to confirm (the e-mail of a new registration links to it). */
export const REGISTRATION_REQUESTS_PATH = '/richiesteRegistrazione';
