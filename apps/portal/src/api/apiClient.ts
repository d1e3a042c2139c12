import { type ApiClientOptions, createApiClient, createFileClient } from '@cet-portal/api-client';
import { showToast } from '@cet-portal/ui';
import i18next from 'i18next';
import { appToasts } from '../app/toasts';
import { readToken, useAuthStore } from '../auth/authStore';
import { recoverSession } from '../auth/sessionRecovery';

/**
 * The portal's API options: the token from storage and the active role go with every call. A 401
 * while signed in renews the session, or asks the user to sign in again, and the call is sent once
 * more (sessionRecovery.ts): nothing the user typed is lost. Only a call still refused is reported.
 */
const options: ApiClientOptions = {
  baseUrl: '/api',
  homeBaseUrl: '/api/public',
  getToken: readToken,
  getRole: () => useAuthStore.getState().activeRole,
  onUnauthorized: recoverSession,
  onError: (error) => {
    if (error.status !== 401 || !useAuthStore.getState().isAuthenticated) return;
    showToast(appToasts, {
      tone: 'info',
      title: i18next.t('auth.sessionExpired.title'),
      description: i18next.t('auth.sessionExpired.description'),
    });
  },
};

/** The envelope's calls. */
export const apiClient = createApiClient(options);

/** Uploads streamed as multipart, and files downloaded as themselves (api/files.ts). */
export const fileClient = createFileClient(options);
