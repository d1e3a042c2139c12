import { definePage } from '../../routes/definePage';

/** /requestForm and /requestForm/:id: an applicant's request, new or a draft. */
export const route = definePage({
  path: 'requestForm/:id?',
  access: ['RIC'],
  Page: async () => (await import('./RequestFormPage')).RequestFormPage,
  // The form is drawn once the request types are there.
  firstCall: async (_args, { role }) =>
    (await import('../../api/requestConfigQueries')).formConfigsQuery(role),
});
