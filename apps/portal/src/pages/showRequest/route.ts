import { definePage } from '../../routes/definePage';
import { REQUEST_ROLES } from '../../routes/routeAccess';

/** /showRequest/:id: a request, its documents, its history and what each role may do on it. */
export const route = definePage({
  path: 'showRequest/:id',
  access: REQUEST_ROLES,
  Page: async () => (await import('./ShowRequestPage')).ShowRequestPage,
  firstCall: async ({ params }, { role }) =>
    (await import('./showRequestQueries')).requestAhead(role, params.id),
});
