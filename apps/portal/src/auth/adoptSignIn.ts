import type { User as OidcUser } from 'oidc-client-ts';
import { apiClient } from '../api/apiClient';
import { useAuthStore } from './authStore';

/**
 * The spec's Login Request then Login Success: the checked token is kept under auth_token and the
 * server says who the user is. Rejects when the server does not know them.
 */
export const adoptSignIn = async (user: OidcUser) => {
  const { loginRequest, loginSuccess } = useAuthStore.getState();
  loginRequest(user.access_token);
  loginSuccess(await apiClient.user.me());
};
