// The portal's addresses that the server also writes (in e-mails), apart from notification.ts's zod
// schemas: the portal's header links to them in its first view, which loads no zod.

/** The portal's page of a user's preferences: the footer of every e-mail links to it. */
export const PREFERENCES_PATH = '/preferenze';
