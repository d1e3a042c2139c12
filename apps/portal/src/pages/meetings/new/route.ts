import { definePage } from '../../../routes/definePage';
import { MEETING_CREATOR_ROLES } from '../../../routes/routeAccess';

/** /newConference, 'Nuova Riunione'. */
export const route = definePage({
  path: 'newConference',
  access: MEETING_CREATOR_ROLES,
  Page: async () => (await import('./NewMeetingPage')).NewMeetingPage,
});
