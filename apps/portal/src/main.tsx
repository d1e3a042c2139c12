import '@fontsource/titillium-web/400.css';
import '@fontsource/titillium-web/600.css';
import '@fontsource/titillium-web/700.css';
import './config/zodJitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { prefetchOnIntent } from './app/prefetchOnIntent';
import { routes } from './app/routes';
import { isSignInAnswer } from './auth/signInAddress';
import { loadPortalConfig } from './config/portalConfig';
import { handOverFirstView } from './firstView/handOverFirstView';
import { setupI18n } from './i18n/setupI18n';

/** How long the first view may stand in for the portal, at most. */
const FIRST_VIEW_PATIENCE_MS = 10_000;

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

/** A sign-in popup's answer goes to the portal window that opened it, and the popup closes. */
const answersPopupSignIn = async () => {
  if (!window.opener || !isSignInAnswer(window.location)) return false;
  try {
    const [{ completeSignIn }, config] = await Promise.all([
      import('./auth/oidcSession'),
      loadPortalConfig(),
    ]);
    await completeSignIn(config.oidc);
    return true;
  } catch {
    return false;
  }
};

if (!(await answersPopupSignIn())) {
  const i18n = await setupI18n();
  createRoot(root).render(
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  );
  prefetchOnIntent(routes);
  // The shell hands over as soon as it is drawn; whatever else the portal shows by then (an error, a
  // slow line's wait) is not kept behind the first view any longer.
  setTimeout(handOverFirstView, FIRST_VIEW_PATIENCE_MS);
  window.addEventListener('error', handOverFirstView, { once: true });
}
