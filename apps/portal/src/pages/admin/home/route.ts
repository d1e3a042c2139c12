import { definePage } from '../../../routes/definePage';
import { ADMIN_ROLES } from '../../../routes/routeAccess';

/** /homePanel: the home page's texts and the committee's identity. */
export const route = definePage({
  path: 'homePanel',
  access: ADMIN_ROLES,
  Page: async () => (await import('./HomePanelPage')).HomePanelPage,
});
