import { createApiClient } from '@cet-portal/api-client';
import { showToast } from '@cet-portal/ui';
import i18next from 'i18next';
import { appToasts } from '../app/toasts';
import { readToken, useAuthStore } from '../auth/authStore';

/**
 * The portal's API client: the token from storage and the active role go with every call.
 * A 401 on a signed-in session means the token expired or was revoked: sign out with a notice
 * rather than leave pages that fail one by one.
 */
export const apiClient = createApiClient({
  baseUrl: '/api',
  homeBaseUrl: '/api/public',
  getToken: readToken,
  getRole: () => useAuthStore.getState().activeRole,
  onError: (error) => {
    if (error.status !== 401 || !useAuthStore.getState().isAuthenticated) return;
    useAuthStore.getState().logoutRequest();
    showToast(appToasts, {
      tone: 'info',
      title: i18next.t('auth.sessionExpired.title'),
      description: i18next.t('auth.sessionExpired.description'),
    });
  },
});
