import { definePage } from '../../../routes/definePage';
import { ADMIN_ROLES } from '../../../routes/routeAccess';

/** /typePanel: the request types and the documents each asks for. */
export const route = definePage({
  path: 'typePanel',
  access: ADMIN_ROLES,
  Page: async () => (await import('./TypePanelPage')).TypePanelPage,
});
