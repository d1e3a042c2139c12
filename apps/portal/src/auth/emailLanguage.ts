import { NOTIFICATION_LANGUAGES, type NotificationLanguage } from '@cet-portal/api-client';
import { invalidateCall, sendCall } from '../api/queries';
import { queryClient } from '../api/queryClient';
import type { Session } from '../session/session';

/**
 * The server writes a user's e-mails in the language they last chose in the portal: a signed-in
 * user's switch is recorded, as their active role, (`notification/preferences`). A failure only keeps the earlier language
 * of the e-mails, so the switch itself never waits for it nor reports it.
 */
export const recordEmailLanguage = ({ isAuthenticated, role }: Session, code: string) => {
  // A plain check rather than the contract's schema: the language switch is on the first view.
  const isLanguage = (NOTIFICATION_LANGUAGES as readonly string[]).includes(code);
  if (!isLanguage || !isAuthenticated || !role) return;
  // Outside any page (the language switch of the header): the app's one query client is refreshed,
  // so that `/preferenze` shows the recorded language.
  sendCall(role, 'notification.setPreferences', { language: code as NotificationLanguage })
    .then(() => invalidateCall(queryClient, 'notification.preferences'))
    .catch(() => undefined);
};
