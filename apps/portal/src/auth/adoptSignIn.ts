import { isApiError, REGISTRATION_PATH } from '@cet-portal/api-client';
import type { User as OidcUser } from 'oidc-client-ts';
import { sendCall } from '../api/queries';
import { loginRequest, loginSuccess, loginUnregistered } from '../session/session';

/**
 * The spec's Login Request then Login Success: the checked token is kept under auth_token and the
 * server says who the user is. Sent at once, not read from the query cache: the token has just
 * changed, and a cached answer may be another user's.
 *
 * A valid identity the server has no account for (a 401 from `user.me`) is not a failed sign-in: if
 * `registration.mine` answers for the same token, the person stays signed in with no role and is sent
 * to 'Completa la registrazione'. Anything else rejects, as before. Resolves with where to land
 * instead of the page asked for, or null.
 */
export const adoptSignIn = async (user: OidcUser): Promise<string | null> => {
  loginRequest(user.access_token);
  try {
    // No role yet: the server's answer says which ones the user holds.
    loginSuccess(await sendCall(null, 'user.me', undefined));
    return null;
  } catch (error) {
    if (!isApiError(error) || error.status !== 401) throw error;
    const mine = await sendCall(null, 'registration.mine', undefined).catch(() => {
      throw error;
    });
    if (mine.hasAccount) throw error;
    const { name, surname, fiscalCode } = mine.claims;
    loginUnregistered([name, surname].filter(Boolean).join(' ') || fiscalCode);
    return REGISTRATION_PATH;
  }
};
