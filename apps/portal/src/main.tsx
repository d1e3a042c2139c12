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

// Registered before anything can fail: the shell hands over as soon as it is drawn, but whatever the
// portal shows instead (an error, a slow line's wait) must not stay behind the first view.
window.addEventListener('error', handOverFirstView, { once: true });
setTimeout(handOverFirstView, FIRST_VIEW_PATIENCE_MS);

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
    if (!config.oidc) return false;
    await completeSignIn(config.oidc);
    return true;
  } catch {
    return false;
  }
};

/** The portal in its window, once its translations are there; in a sign-in popup, nothing. */
const start = async () => {
  if (await answersPopupSignIn()) return;
  const i18n = await setupI18n();
  createRoot(root).render(
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  );
  prefetchOnIntent(routes);
};

// Not awaited at the top level: a module still awaiting holds back every chunk that imports it, and
// in a sign-in popup the chunk of the OIDC client it waits for imports the entry's (the
// entry's modules are one file). A failure reaches the window's error listener above.
start().catch(reportError);
