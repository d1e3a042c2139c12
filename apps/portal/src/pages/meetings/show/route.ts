import { definePage } from '../../../routes/definePage';

/** /showConference/:id: a meeting, its requests and its minutes; the server says who may read it. */
export const route = definePage({
  path: 'showConference/:id',
  access: 'signed-in',
  Page: async () => (await import('./ShowMeetingPage')).ShowMeetingPage,
  firstCall: async ({ params }, { role }) =>
    (await import('../meetingQueries')).meetingQuery(role, params.id ?? ''),
});
