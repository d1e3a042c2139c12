// biome-ignore-all assist/source/organizeImports: the public API lists its values first, then its types (CONVENTIONS.md).

// Values: the client, the wire contract and the helpers.
export { ApiError, isApiError } from './client/apiError';
export { createApiClient } from './client/createApiClient';
export { ACCEPT_HEADER, XSRF_COOKIE, XSRF_HEADER } from './client/headers';
export { DEFAULT_ERROR_MESSAGES } from './client/messages';
export { CALL_LIST, CALLS, fillPath, getCall, matchCall, pathParamNames, serviceOf } from './contract/calls';
export {
  availableRequestsInputSchema,
  checkExistConferenceInputSchema,
  commitConferenceInputSchema,
  CONFERENCE_DEFAULT_SORT,
  CONFERENCE_SORT_FIELDS,
  conferenceCommentSchema,
  conferenceCountInputSchema,
  conferenceDownloadInputSchema,
  conferenceEntrySchema,
  conferenceFileSchema,
  conferenceFilterSchema,
  conferenceListInputSchema,
  conferenceListSchema,
  conferenceRequestSchema,
  conferenceSchema,
  conferenceSummarySchema,
  conferenceReportVersionSchema,
  createConferenceInputSchema,
  deleteConferenceInputSchema,
  MEETING_ENTRY_DEFAULT_OUTCOME,
  MEETING_ENTRY_OUTCOMES,
  meetingDecisionInputSchema,
  meetingEntryOutcomeSchema,
  updateConferenceInputSchema,
} from './contract/conference';
export {
  attachedFileSchema,
  documentRefSchema,
  documentSchema,
  documentTypeLabelSchema,
  fileSchema,
  getAllDocumentsInputSchema,
  PUBLIC_DOCUMENT_PURPOSES,
  publicDocumentPurposeSchema,
  requestAttachmentSchema,
  uploadDocumentInputSchema,
} from './contract/document';
export {
  documentationArchiveInputSchema,
  documentationArchiveName,
  documentationSchema,
  setFeeSheetInputSchema,
} from './contract/documentation';
export {
  API_ERROR_CODES,
  APP_CODE,
  envelopeSchema,
  errorBodySchema,
  healthSchema,
  successBodySchema,
} from './contract/envelope';
export {
  AMENDMENT_TYPES,
  COMPASSIONATE_USE_TYPE,
  DELEGATED_BY,
  delegatedBySchema,
  EXPORT_FORMATS,
  exportFormatSchema,
  HTTP_METHODS,
  httpMethodSchema,
  JOB_USER,
  LOG_OPERATIONS,
  logOperationSchema,
  MEETING_STATUSES,
  meetingStatusSchema,
  REQUEST_STATES,
  REQUEST_TYPES,
  requestStateSchema,
  requestTypeSchema,
  ROLE_NAMES,
  roleNameSchema,
} from './contract/enums';
export { DEMO_ACCOUNTS, DEMO_COMPANY } from './contract/demoAccounts';
export { citiesInputSchema, citySchema, provinceSchema } from './contract/geography';
export {
  describeRequestOperation,
  HISTORY_EVENT_KIND_LABELS,
  HISTORY_EVENT_KINDS,
  historyEventKindSchema,
  historyEventSchema,
  historyFileTitle,
  historyInputSchema,
  historyKindOfOperation,
  historyKindsVisibleTo,
  historySchema,
  JOB_ACTOR_NAME,
} from './contract/history';
export { conflictListInputSchema, conflictSchema, declareConflictInputSchema } from './contract/conflicts';
export {
  comparisonSchema,
  compareSubmissionsInputSchema,
  DIFF_CHANGES,
  DOCUMENT_CHANGE_STATUSES,
  diffPartSchema,
  documentChangeSchema,
  FIELD_CHANGE_STATUSES,
  fieldChangeSchema,
  integrationCommentSchema,
  submissionListSchema,
  submissionSchema,
  submissionsInputSchema,
  UNAVAILABLE_VERSION_TEXT,
} from './contract/submissions';
export {
  createHomeInputSchema,
  HOME_SORT_FIELDS,
  homeFilterSchema,
  homeListInputSchema,
  homeListSchema,
  homeSchema,
  updateHomeInputSchema,
} from './contract/home';
export {
  canCloseMeeting,
  canDecideInMeeting,
  canOpenMeeting,
  canReportInMeeting,
  meetingStatus,
} from './contract/meeting';
export {
  countSchema,
  DEFAULT_SKIP,
  DEFAULT_TAKE,
  deletedSchema,
  listInputSchema,
  listSchema,
  MAX_TAKE,
  MEETING_PICKER_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  sortDirectionSchema,
  sortSchema,
  takeSchema,
} from './contract/paging';
export type { DocumentExtension } from './contract/documentFormats';
export {
  ACCEPTED_DOCUMENT_EXTENSIONS,
  ACCEPTED_DOCUMENT_FORMATS_TEXT,
  DOCUMENT_CONTENT_TYPES,
} from './contract/documentFormats';
export {
  base64Schema,
  commentTextSchema,
  countryCodeSchema,
  dataUrlSchema,
  emptyInputSchema,
  htmlTextSchema,
  idSchema,
  isoDateSchema,
  isoDateTimeSchema,
  longTextSchema,
  MAX_UPLOAD_BYTES,
  mediumTextSchema,
  optionalEmailSchema,
  postalCodeSchema,
  provinceCodeSchema,
  refInputSchema,
  requiredTextSchema,
  shortTextSchema,
  TEXT_LIMITS,
} from './contract/primitives';
export {
  corporateRequestCountInputSchema,
  corporateRequestFilterSchema,
  corporateRequestListInputSchema,
  countByStateInputSchema,
  countByUserAndStateInputSchema,
  countToIntegrateInputSchema,
  createRequestInputSchema,
  decideRequestInputSchema,
  DEFAULT_COUNTRY,
  EMPTY_REQUEST_FIELDS,
  findByIdentifierInputSchema,
  integratedRequestInputSchema,
  protocolSchema,
  REQUEST_DEFAULT_SORT,
  REQUEST_LIST_DEFAULT_SORT,
  REQUEST_SORT_FIELDS,
  requestAttachmentInputSchema,
  requestCommentSchema,
  requestCountInputSchema,
  requestDownloadInputSchema,
  requestFilterSchema,
  requestListInputSchema,
  requestListSchema,
  requestLogSchema,
  requestSchema,
  updateRequestInputSchema,
  versionedRequestRefInputSchema,
} from './contract/request';
export {
  createRequestConfigInputSchema,
  documentFieldSchema,
  REQUEST_CONFIG_SORT_FIELDS,
  requestConfigFilterSchema,
  requestConfigListInputSchema,
  requestConfigListSchema,
  requestConfigSchema,
  updateRequestConfigInputSchema,
} from './contract/requestConfig';
export {
  MISSING_REQUIRED_DOCUMENTS_MESSAGE,
  missingRequiredDocuments,
  missingRequiredFields,
  REQUIRED_REQUEST_FIELDS,
} from './contract/requestRules';
export {
  canTransition,
  checkTransition,
  findTransition,
  integratedDate,
  INTEGRATION_DEADLINE_DAYS,
  isCommentRequired,
  isRicEditable,
  MEETING_DECISION_STATES,
  mayAttachReport,
  hasConflictOfInterest,
  CONFLICT_OF_INTEREST_MESSAGE,
  conflictedRapporteurMessage,
  REPORT_RAPPORTEUR_ONLY_MESSAGE,
  REPORT_UPLOAD_STATES,
  REQUEST_TRANSITIONS,
  RESTORE_FROM_STATES,
  RIC_DELETABLE_STATES,
  RIC_EDITABLE_STATES,
  SEG_DECISION_DEFAULT_STATE,
  SEG_DECISION_FROM_STATES,
  SEG_DECISION_STATES,
  sendTarget,
  TRANSITION_ACTIONS,
  transitionTargets,
} from './contract/stateMachine';
export {
  COMPANY_SORT_FIELDS,
  COMPANY_VAT_MIN_LENGTH,
  companyCountInputSchema,
  companyFilterSchema,
  companyListInputSchema,
  companyListSchema,
  companyRefSchema,
  companySchema,
  createCompanyInputSchema,
  createPersonInputSchema,
  createUserInputSchema,
  noRoleDataSchema,
  publicDataSchema,
  ROLE_SORT_FIELDS,
  roleFilterSchema,
  roleListInputSchema,
  roleListSchema,
  roleSchema,
  updateCompanyInputSchema,
  updatePersonInputSchema,
  updateUserInputSchema,
  USER_SORT_FIELDS,
  userCountInputSchema,
  userFilterSchema,
  userListInputSchema,
  userListSchema,
  userEmailSchema,
  userRefSchema,
  userSchema,
} from './contract/user';
export {
  isRequiredNotification,
  NOTIFICATION_KINDS,
  NOTIFICATION_LANGUAGES,
  NOTIFICATION_SORT_FIELDS,
  NOTIFICATION_STATUSES,
  notificationFilterSchema,
  notificationKindSchema,
  notificationLanguageSchema,
  notificationListInputSchema,
  notificationListSchema,
  notificationPreferencesSchema,
  notificationSchema,
  notificationStatusSchema,
  REQUIRED_NOTIFICATION_KINDS,
  resendNotificationInputSchema,
  updateNotificationPreferencesInputSchema,
} from './contract/notification';
export {
  formatDate,
  formatDateDashed,
  formatDateTime,
  formatTime,
  TIME_ZONE,
  toRomeDay,
} from './helpers/dates';
export { exportFileName, meetingExportFileName } from './helpers/exportFileName';
export { base64ToBlob, blobToDataUrl, bytesToBase64, saveFile } from './helpers/files';
export {
  labelsIn,
  MEETING_DECISION_LABELS,
  MEETING_REQUEST_STATE_LABELS,
  MEETING_STATUS_LABELS,
  NO_IDENTIFIER_LABEL,
  REQUEST_STATE_LABELS,
  REQUEST_TYPE_LABELS,
  ROLE_LABELS,
  SEG_DECISION_LABELS,
} from './helpers/labels';
export { formatProtocol, padProtocolNumber, PROTOCOL_DIGITS } from './helpers/protocol';
export { TRUNCATE_LENGTH, truncateText } from './helpers/text';

// Types.
export type { DemoAccount, DemoAccountName } from './contract/demoAccounts';
export type { DomainLabels } from './helpers/labels';
export type { ApiErrorInit } from './client/apiError';
export type { ApiClient, ApiClientOptions, CallFunction, CallOptions } from './client/createApiClient';
export type {
  CallAt,
  CallDefinition,
  CallEntry,
  CallInput,
  CallKey,
  CallName,
  CallOutput,
  CallTable,
  ParsedCallInput,
  ServiceName,
} from './contract/calls';
export type {
  AvailableRequestsInput,
  Conference,
  ConferenceComment,
  ConferenceDownloadInput,
  ConferenceEntry,
  ConferenceFile,
  ConferenceFilter,
  ConferenceListInput,
  ConferenceRequest,
  ConferenceSortField,
  ConferenceSummary,
  ConferenceReportVersion,
  CreateConferenceInput,
  MeetingDecisionInput,
  MeetingEntryOutcome,
  UpdateConferenceInput,
} from './contract/conference';
export type {
  AttachedFile,
  Document,
  DocumentRef,
  FilePayload,
  GetAllDocumentsInput,
  PublicDocumentPurpose,
  RequestAttachment,
  UploadDocumentInput,
} from './contract/document';
export type { Documentation, SetFeeSheetInput } from './contract/documentation';
export type { ApiErrorCode, Envelope, ErrorBody, Health } from './contract/envelope';
export type {
  DelegatedBy,
  ExportFormat,
  HttpMethod,
  LogOperation,
  MeetingStatus,
  RequestState,
  RequestType,
  RoleName,
} from './contract/enums';
export type { City, Province } from './contract/geography';
export type { History, HistoryEvent, HistoryEventKind, HistoryInput } from './contract/history';
export type { CreateHomeInput, Home, UpdateHomeInput } from './contract/home';
export type { ConflictListInput, ConflictOfInterest, DeclareConflictInput } from './contract/conflicts';
export type {
  CompareSubmissionsInput,
  Comparison,
  DiffPart,
  DocumentChange,
  FieldChange,
  IntegrationComment,
  Submission,
  SubmissionList,
} from './contract/submissions';
export type { Count, Deleted, List, Sort, SortDirection } from './contract/paging';
export type {
  CorporateRequestFilter,
  CreateRequestInput,
  DecideRequestInput,
  Protocol,
  Request,
  RequestComment,
  RequestDownloadInput,
  RequestFilter,
  RequestListInput,
  RequestLog,
  RequestSort,
  RequestSortField,
  UpdateRequestInput,
} from './contract/request';
export type {
  CreateRequestConfigInput,
  DocumentField,
  RequestConfig,
  RequestConfigFilter,
  UpdateRequestConfigInput,
} from './contract/requestConfig';
export type { RequiredRequestField } from './contract/requestRules';
export type {
  MeetingDecisionState,
  RequestTransition,
  SegDecisionState,
  TransitionAction,
  TransitionAttempt,
  TransitionRefusal,
  TransitionRefusalReason,
} from './contract/stateMachine';
export type {
  Company,
  CompanyFilter,
  CompanyRef,
  CreateUserInput,
  NoRoleData,
  PublicData,
  Role,
  RoleFilter,
  UpdateUserInput,
  User,
  UserFilter,
  UserRef,
} from './contract/user';
export type {
  Notification,
  NotificationFilter,
  NotificationKind,
  NotificationLanguage,
  NotificationPreferences,
  NotificationStatus,
  UpdateNotificationPreferencesInput,
} from './contract/notification';
