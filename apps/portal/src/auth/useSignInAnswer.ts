import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { usePortalConfig } from '../config/usePortalConfig';
import { loginFailure } from '../session/session';
import { adoptSignIn } from './adoptSignIn';
import { isSignInAnswer } from './signInAddress';

/**
 * At /home, the issuer's answer (`?code=…&state=…`) is checked and its code exchanged; the user then
 * lands on the page the guard stopped them at, or /home. A forged answer, a wrong state or a refused
 * user end on /loginFailure with nothing kept (requests-and-sign-in, section 4).
 */
export const useSignInAnswer = () => {
  const navigate = useNavigate();
  const { oidc } = usePortalConfig();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current || !isSignInAnswer(window.location)) return;
    handled.current = true;
    const fail = () => {
      loginFailure();
      navigate('/loginFailure', { replace: true });
    };
    // The issuer unreachable since it sent the user here: the code cannot be redeemed.
    if (!oidc) {
      fail();
      return;
    }
    import('./oidcSession')
      .then(({ completeSignIn }) => completeSignIn(oidc))
      .then(async (answer) => {
        if (!answer) return;
        const landing = await adoptSignIn(answer.user);
        navigate(landing ?? answer.returnTo, { replace: true });
      })
      .catch(fail);
  }, [navigate, oidc]);
};
