import { definePage } from '../../routes/definePage';
import { DASHBOARD_ROLES } from '../../routes/routeAccess';

/** /dashboard, 'Cruscotto': the committee's figures. */
export const route = definePage({
  path: 'dashboard',
  access: DASHBOARD_ROLES,
  Page: async () => (await import('./DashboardPage')).DashboardPage,
});
