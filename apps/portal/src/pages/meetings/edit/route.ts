import { definePage } from '../../../routes/definePage';
import { MEETING_EDITOR_ROLES } from '../../../routes/routeAccess';

/** /editConference/:id: a waiting meeting's form, for the secretariat. */
export const route = definePage({
  path: 'editConference/:id',
  access: MEETING_EDITOR_ROLES,
  Page: async () => (await import('./EditMeetingPage')).EditMeetingPage,
});
