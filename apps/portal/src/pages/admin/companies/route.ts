import { definePage } from '../../../routes/definePage';
import { ADMIN_ROLES } from '../../../routes/routeAccess';

/** /corporatePanel: the companies that send requests. */
export const route = definePage({
  path: 'corporatePanel',
  access: ADMIN_ROLES,
  Page: async () => (await import('./CorporatePanelPage')).CorporatePanelPage,
});
