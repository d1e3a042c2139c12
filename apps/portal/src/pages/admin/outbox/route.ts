import { definePage } from '../../../routes/definePage';
import { ADMIN_ROLES } from '../../../routes/routeAccess';

/** /outboxPanel: the e-mails sent, waiting and failed. */
export const route = definePage({
  path: 'outboxPanel',
  access: ADMIN_ROLES,
  Page: async () => (await import('./OutboxPanelPage')).OutboxPanelPage,
});
