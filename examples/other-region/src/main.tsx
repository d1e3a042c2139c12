import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createRegionI18n } from './region/i18n';

// The demo has no server: the mock backend of @cet-portal/api-client answers at /altra-regione/api.
// Loaded apart, so that the portal's own chunk carries no mock.
const { createMockWorker } = await import('@cet-portal/api-client/msw/browser');
await createMockWorker().start({
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
