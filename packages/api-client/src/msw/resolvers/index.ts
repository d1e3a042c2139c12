import type { ServiceName } from '../../contract/calls';
import { conferenceResolvers } from './conference';
import { conflictResolvers } from './conflicts';
import { dashboardResolvers } from './dashboard';
import { documentResolvers } from './document';
import { documentationResolvers } from './documentation';
import { meetingHistoryResolvers, requestHistoryResolvers } from './history';
import { homeResolvers } from './home';
import { notificationResolvers } from './notification';
import { cityResolvers, requestConfigResolvers } from './reference';
import { requestResolvers } from './request';
import { submissionResolvers } from './submissions';
import type { ServiceResolvers } from './types';
import { roleResolvers, rolesResolvers, userResolvers } from './user';

/** The mock backend's default behaviour for every call of the table. */
export const defaultResolvers: { readonly [Service in ServiceName]: ServiceResolvers<Service> } = {
  user: userResolvers,
  role: roleResolvers,
  roles: rolesResolvers,
  notification: notificationResolvers,
  request: {
    ...requestResolvers,
    ...requestHistoryResolvers,
    ...submissionResolvers,
    ...dashboardResolvers,
  },
  document: documentResolvers,
  documentation: documentationResolvers,
  requestConfig: requestConfigResolvers,
  city: cityResolvers,
  conference: { ...conferenceResolvers, ...meetingHistoryResolvers, ...conflictResolvers },
  home: homeResolvers,
};
