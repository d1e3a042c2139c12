import type { User as OidcUser } from 'oidc-client-ts';
import { sendCall } from '../api/queries';
import { useAuthStore } from './authStore';

/**
 * The spec's Login Request then Login Success: the checked token is kept under auth_token and the
 * server says who the user is. Rejects when the server does not know them. Sent at once, not read
 * from the query cache: the token has just changed, and a cached answer may be another user's.
 */
export const adoptSignIn = async (user: OidcUser) => {
  const { loginRequest, loginSuccess } = useAuthStore.getState();
  loginRequest(user.access_token);
  loginSuccess(await sendCall('user.me', undefined));
};
