import { definePage } from '../../../routes/definePage';
import { MEETING_ROLES } from '../../../routes/routeAccess';

/** /conferenceList, 'Lista Riunioni'. */
export const route = definePage({
  path: 'conferenceList',
  access: MEETING_ROLES,
  Page: async () => (await import('./MeetingListPage')).MeetingListPage,
});
