import { definePage } from '../../../routes/definePage';
import { ADMIN_ROLES } from '../../../routes/routeAccess';

/** /rolePanel: the users, their roles and their companies. */
export const route = definePage({
  path: 'rolePanel',
  access: ADMIN_ROLES,
  Page: async () => (await import('./RolePanelPage')).RolePanelPage,
});
