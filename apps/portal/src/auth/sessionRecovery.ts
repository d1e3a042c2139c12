import { readSession } from '../session/session';
import { useSessionStore } from './sessionStore';

let recovering: Promise<boolean> | null = null;

/** Waits for the user's answer in the 'Sessione scaduta' dialog (SessionDialogs.tsx). */
const askToSignInAgain = () =>
  new Promise<boolean>((resolve) => {
    useSessionStore.setState({
      pendingSignIn: (signedIn) => {
        useSessionStore.setState({ pendingSignIn: null });
        resolve(signedIn);
      },
    });
  });

/**
 * The API client's answer to a 401 while the user works: renew the token if the issuer still
 * allows it, otherwise ask the user to sign in again in a popup, leaving the page as it is; then the
 * refused call is sent again. Calls refused meanwhile wait for the same answer.
 */
export const recoverSession = (refusedToken: string): Promise<boolean> => {
  if (!readSession().isAuthenticated) return Promise.resolve(false);
  recovering ??= (async () => {
    try {
      const { renewTokens } = await import('./oidcSession');
      return (await renewTokens(refusedToken)) !== null || (await askToSignInAgain());
    } finally {
      recovering = null;
    }
  })();
  return recovering;
};
