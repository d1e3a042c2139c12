import { type ApiClientOptions, createApiClient, createFileClient } from '@cet-portal/api-client';
import { showToast } from '@cet-portal/ui';
import i18next from 'i18next';
import { appToasts } from '../app/toasts';
import { recoverSession } from '../auth/sessionRecovery';
import { readToken } from '../session/authState';
import { readSession } from '../session/session';

/**
 * The portal's API options: the token from storage goes with every call, and each call names its role
 * (the session's, passed by the query layer and the file helpers). A 401
 * while signed in renews the session, or asks the user to sign in again, and the call is sent once
 * more (sessionRecovery.ts): nothing the user typed is lost. Only a call still refused is reported.
 */
const options: ApiClientOptions = {
  baseUrl: '/api',
  homeBaseUrl: '/api/public',
  getToken: readToken,
  onUnauthorized: recoverSession,
  onError: (error) => {
    if (error.status !== 401 || !readSession().isAuthenticated) return;
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
