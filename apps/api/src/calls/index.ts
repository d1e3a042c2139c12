import * as cities from './city/geography';
import * as committee from './committee/committee';
import * as meetingConflicts from './conference/conflicts';
import * as meetingDownload from './conference/download';
import * as meetingHistory from './conference/history';
import * as meetingReview from './conference/meetingReview';
import * as meetings from './conference/meetings';
import * as meetingUpdate from './conference/meetingUpdate';
import * as meetingMinutes from './conference/minutesDraft';
import * as archive from './document/archive';
import * as documents from './document/documents';
import * as documentation from './documentation/documentation';
import * as home from './home/home';
import * as notificationOutbox from './notification/outbox';
import * as notificationPreferences from './notification/preferences';
import * as registrationDecisions from './registration/decisions';
import * as registrationHistory from './registration/history';
import * as registrationListing from './registration/listing';
import * as registrationMine from './registration/mine';
import * as registrationSubmit from './registration/submit';
import * as requestCounting from './request/counting';
import * as requestDeadlines from './request/deadlines';
import * as requestDecisions from './request/decisions';
import * as requestDownload from './request/download';
import * as requestEditing from './request/editing';
import * as requestFigures from './request/figures';
import * as requestHistory from './request/history';
import * as requestReading from './request/reading';
import * as requestSending from './request/sending';
import * as requestSubmissions from './request/submissions';
import * as requestConfigs from './requestConfig/requestConfigs';
import * as roleList from './role/roles';
import * as roleData from './roles/roleData';
import type { CallImplementations } from './types';
import * as companies from './user/companies';
import * as currentUser from './user/currentUser';
import * as users from './user/users';

/**
 * The dispatch table: every call of the contract's `CALLS`, by key, with its permission rule and
 * handler. The mapped type makes a missing or misspelt key a compile error.
 */
export const CALL_IMPLEMENTATIONS: CallImplementations = {
  'user.me': currentUser.me,
  'user.get': currentUser.get,
  'user.find': users.find,
  'user.count': users.count,
  'user.findCompanies': companies.findCompanies,
  'user.countCompanies': companies.countCompanies,
  'user.create': users.create,
  'user.update': users.update,
  'role.find': roleList.find,
  'notification.find': notificationOutbox.find,
  'notification.resend': notificationOutbox.resend,
  'notification.preferences': notificationPreferences.preferences,
  'notification.setPreferences': notificationPreferences.setPreferences,
  'roles.getDataNoRole': roleData.getDataNoRole,
  'roles.getPublicData': roleData.getPublicData,
  'request.create': requestEditing.create,
  'request.update': requestEditing.update,
  'request.delete': requestEditing.remove,
  'request.get': requestReading.get,
  'request.find': requestReading.find,
  'request.findByIdentifierNumber': requestReading.findByIdentifierNumber,
  'request.getIntegratedRequest': requestReading.getIntegratedRequest,
  'request.count': requestCounting.count,
  'request.countByState': requestCounting.countByState,
  'request.countByUserAndState': requestCounting.countByUserAndState,
  'request.countToIntegrate': requestCounting.countToIntegrate,
  'request.findByCorporate': requestReading.findByCorporate,
  'request.countByCorporate': requestCounting.countByCorporate,
  'request.download': requestDownload.download,
  'request.send': requestSending.send,
  'request.decide': requestDecisions.decide,
  'request.restore': requestDecisions.restore,
  'request.extendDeadline': requestDeadlines.extendDeadline,
  'request.history': requestHistory.history,
  'request.historyExport': requestHistory.historyExport,
  'request.submissions': requestSubmissions.submissions,
  'request.compare': requestSubmissions.compare,
  'request.figures': requestFigures.figures,
  'document.get': documents.get,
  'document.getAllDocuments': archive.getAllDocuments,
  'document.upload': documents.upload,
  'documentation.get': documentation.get,
  'documentation.feeSheet': documentation.feeSheet,
  'documentation.archive': documentation.archive,
  'documentation.setFeeSheet': documentation.setFeeSheet,
  'requestConfig.find': requestConfigs.find,
  'requestConfig.create': requestConfigs.create,
  'requestConfig.update': requestConfigs.update,
  'city.provinces': cities.provinceList,
  'city.cities': cities.cityList,
  'conference.create': meetings.create,
  'conference.update': meetingUpdate.update,
  'conference.get': meetings.get,
  'conference.find': meetings.find,
  'conference.count': meetings.count,
  'conference.availableRequests': meetings.availableRequests,
  'conference.checkExistConference': meetings.checkExistConference,
  'conference.commit': meetingReview.commit,
  'conference.download': meetingDownload.download,
  'conference.decide': meetingReview.decide,
  'conference.history': meetingHistory.history,
  'conference.historyExport': meetingHistory.historyExport,
  'conference.declareConflict': meetingConflicts.declareConflict,
  'conference.conflicts': meetingConflicts.conflicts,
  'conference.minutesDraft': meetingMinutes.minutesDraft,
  'conference.delete': meetings.remove,
  'home.find': home.find,
  'home.get': home.get,
  'home.create': home.create,
  'home.update': home.update,
  'home.delete': home.remove,
  'committee.get': committee.get,
  'committee.update': committee.update,
  'committee.reset': committee.reset,
  'registration.mine': registrationMine.mine,
  'registration.submit': registrationSubmit.submit,
  'registration.findCompany': registrationMine.findCompany,
  'registration.find': registrationListing.find,
  'registration.count': registrationListing.count,
  'registration.confirm': registrationDecisions.confirm,
  'registration.refuse': registrationDecisions.refuse,
  'registration.history': registrationHistory.history,
};
