import { NOTIFICATION_LANGUAGES, type NotificationLanguage } from '@cet-portal/api-client';
import { apiClient } from '../api/apiClient';
import { queryClient } from '../api/queryClient';
import { useAuthStore } from './authStore';

/** The query key of the signed-in user's preferences (`/preferenze`), read again after a switch records a language. */
export const PREFERENCES_KEY = 'notificationPreferences';

/**
 * The server writes a user's e-mails in the language they last chose in the portal: a signed-in
 * user's switch is recorded (`notification/preferences`). A failure only keeps the earlier language
 * of the e-mails, so the switch itself never waits for it nor reports it.
 */
export const recordEmailLanguage = (code: string) => {
  // A plain check rather than the contract's schema: the language switch is on the first view.
  const isLanguage = (NOTIFICATION_LANGUAGES as readonly string[]).includes(code);
  const { isAuthenticated, activeRole } = useAuthStore.getState();
  if (!isLanguage || !isAuthenticated || !activeRole) return;
  apiClient.notification
    .setPreferences({ language: code as NotificationLanguage })
    .then(() => queryClient.invalidateQueries({ queryKey: [PREFERENCES_KEY] }))
    .catch(() => undefined);
};
