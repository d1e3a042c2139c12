import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createRegionI18n } from './region/i18n';

// The demo has no server: the mocks of @cet-portal/api-client answer at /altra-regione/api, with the
// dataset's answers to the calls its pages make. Loaded apart, so that the portal's own chunk carries no mock.
const [{ createHandlers }, { setupWorker }, { demoHandlers }] = await Promise.all([
  import('@cet-portal/api-client/msw'),
  import('msw/browser'),
  import('./api/demoHandlers'),
]);
await setupWorker(...demoHandlers(), ...createHandlers()).start({
  serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  onUnhandledRequest: 'bypass',
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App i18n={await createRegionI18n('it')} />
  </StrictMode>,
);
