import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { apiClient } from '../api/apiClient';
import { useAuthStore } from './authStore';
import { readAuthFragment } from './implicitFlow';

/**
 * At /home, an access token in the URL fragment is the single sign-on's answer: keep it under
 * auth_token, take it out of the address bar, and ask the server who the user is
 * (requests-and-sign-in, section 4).
 */
export const useSignInFromFragment = () => {
  const navigate = useNavigate();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    const answer = readAuthFragment(window.location.hash);
    if (!answer) return;
    handled.current = true;
    // The token must not stay in the address bar, the history or a shared link.
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    const { loginRequest, loginSuccess, loginFailure } = useAuthStore.getState();
    const fail = () => {
      loginFailure();
      navigate('/loginFailure', { replace: true });
    };
    if (answer.kind === 'error') {
      fail();
      return;
    }
    loginRequest(answer.accessToken);
    apiClient.user
      .me()
      .then((user) => {
        loginSuccess(user);
        navigate('/home', { replace: true });
      })
      .catch(fail);
  }, [navigate]);
};
