// biome-ignore-all assist/source/organizeImports: the public API lists its values first, then its types (CONVENTIONS.md).

/**
 * `@cet-portal/api-client/contract`: the wire contract (schemas, enums, the state machine, the rules of
 * a request) and the pure helpers both ends use (dates, labels, file names). No DOM and no fetch: the
 * only entry of this package the server imports.
 */

// Values.
export { ACCESS_REFUSALS, CALL_ACCESS, roleRefusal } from './rules/access';
export type { CallAccess } from './rules/access';
export type { AccessibilityStatement, PortalConfig, PortalSignIn } from './portalConfig';
export {
  committeeIdentityFieldsSchema,
  committeeIdentitySchema,
  DEFAULT_PRIMARY_COLOUR,
  LOGO_MAX_BYTES,
  LOGO_TYPES,
  logoDataUrlSchema,
  primaryColourSchema,
  updateCommitteeIdentityInputSchema,
} from './committeeIdentity';
export {
  contrastRatio,
  formatContrast,
  HEX_COLOUR,
  MIN_CONTRAST_WITH_WHITE,
  primaryColourProblem,
} from './rules/colour';
export {
  CALL_LIST,
  CALLS,
  callEntry,
  fillPath,
  getCall,
  matchCall,
  pathParamNames,
  serviceOf,
} from './calls';
export { contentDisposition, fileNameOfDisposition } from './contentDisposition';
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
  conferenceReportVersionSchema,
  conferenceRequestSchema,
  conferenceSchema,
  conferenceSummarySchema,
  createConferenceInputSchema,
  deleteConferenceInputSchema,
  MEETING_ENTRY_DEFAULT_OUTCOME,
  MEETING_ENTRY_OUTCOMES,
  meetingDecisionInputSchema,
  meetingEntryOutcomeSchema,
  minutesDraftInputSchema,
  updateConferenceInputSchema,
} from './conference';
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
  STREAMED_UPLOAD_REFUSALS,
  streamedUploadFieldsSchema,
} from './document';
export {
  documentationArchiveInputSchema,
  documentationArchiveName,
  documentationSchema,
  setFeeSheetInputSchema,
} from './documentation';
export {
  ACCEPT_HEADER,
  API_ERROR_CODES,
  APP_CODE,
  envelopeSchema,
  errorBodySchema,
  FILE_ROUTE,
  healthSchema,
  STALE_MESSAGES,
  successBodySchema,
  UPLOAD_ROUTE,
  XSRF_COOKIE,
  XSRF_HEADER,
} from './envelope';
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
} from './enums';
export { DEMO_ACCOUNTS, DEMO_COMPANY } from './demoAccounts';
export { citiesInputSchema, citySchema, provinceSchema } from './geography';
export { inLiveMeetingRefusal, notEditableRefusal, notSendableRefusal, REFUSALS } from './rules/refusals';
export { applicantMayReadDocument } from './rules/documentAccess';
export type { DocumentPlaces } from './rules/documentAccess';
export { mayReadRequest, ownsRequest } from './rules/requestAccess';
export type { RequestOwner, RequestScope } from './rules/requestAccess';
export {
  fullnameOf,
  isStaff,
  mayReadUser,
  STAFF_ROLES,
  takenFiscalCodeRefusal,
  userKindRefusal,
} from './rules/users';
export {
  fiscalCodeCheckCharacter,
  fiscalCodeProblem,
  isEidasIdentifier,
  isFiscalCode,
  isPersonIdentityCode,
} from './rules/identityCode';
export { describeIssues, INVALID_INPUT_MESSAGE, italianIssues, parseOrRefuse } from './inputIssues';
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
  MEETING_CHANGE_SENTENCES,
  REGISTRATION_HISTORY_SENTENCES,
  MEETING_DOWNLOAD_LABELS,
  describeMeetingCreation,
  DOWNLOAD_SENTENCES,
  REQUEST_DOWNLOAD_LABELS,
  REQUEST_UPLOAD_SENTENCES,
  UNKNOWN_DOWNLOAD,
  JOB_ACTOR_NAME,
} from './history';
export { conflictListInputSchema, conflictSchema, declareConflictInputSchema } from './conflicts';
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
} from './submissions';
export {
  createHomeInputSchema,
  HOME_SORT_FIELDS,
  homeFilterSchema,
  homeListInputSchema,
  homeListSchema,
  homeSchema,
  updateHomeInputSchema,
} from './home';
export {
  canCloseMeeting,
  canDecideInMeeting,
  canOpenMeeting,
  canReadMeetingReports,
  canReportInMeeting,
  closingOutcomesRefusal,
  MEETING_CHANGES,
  meetingChangeRefusal,
  meetingForRole,
  meetingStatus,
  mayBeRapporteur,
  RAPPORTEUR_ROLES,
  reviewerRefusal,
} from './rules/meeting';
export type { MeetingChange } from './rules/meeting';
export { meetingUpdateRefusal } from './rules/meetingUpdate';
export type { MeetingBeforeUpdate, MeetingRefusal } from './rules/meetingUpdate';
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
} from './paging';
export {
  ACCEPTED_DOCUMENT_EXTENSIONS,
  ACCEPTED_DOCUMENT_FORMATS_TEXT,
  DOCUMENT_CONTENT_TYPES,
} from './documentFormats';
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
} from './primitives';
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
  extendDeadlineInputSchema,
  findByIdentifierInputSchema,
  integratedRequestInputSchema,
  MAX_DEADLINE_EXTENSION_DAYS,
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
} from './request';
export {
  createRequestConfigInputSchema,
  DEFAULT_INTEGRATION_LIMIT_DAYS,
  documentFieldSchema,
  MAX_INTEGRATION_LIMIT_DAYS,
  REQUEST_CONFIG_SORT_FIELDS,
  requestConfigFilterSchema,
  requestConfigListInputSchema,
  requestConfigListSchema,
  requestConfigSchema,
  updateRequestConfigInputSchema,
} from './requestConfig';
export {
  incompleteRequestRefusal,
  MISSING_REQUIRED_DOCUMENTS_MESSAGE,
  missingRequiredDocuments,
  missingRequiredFields,
  REQUIRED_REQUEST_FIELDS,
} from './rules/requestRules';
export {
  canTransition,
  checkTransition,
  CONFLICT_OF_INTEREST_MESSAGE,
  conflictedRapporteurMessage,
  findTransition,
  hasConflictOfInterest,
  integratedDate,
  INTEGRATION_DEADLINE_DAYS,
  isCommentRequired,
  isRicEditable,
  mayAttachReport,
  MEETING_DECISION_STATES,
  offersAction,
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
  TRANSITION_REFUSAL_CODES,
  transitionTargets,
} from './rules/stateMachine';
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
  userEmailSchema,
  userFilterSchema,
  userListInputSchema,
  userListSchema,
  userRefSchema,
  userSchema,
} from './user';
export {
  formatDate,
  formatDateDashed,
  formatDateTime,
  formatTime,
  TIME_ZONE,
  toRomeDay,
} from '../helpers/dates';
export { exportFileName, meetingExportFileName } from '../helpers/exportFileName';
export {
  HISTORY_EXPORT_COLUMNS,
  historyExportCells,
  MEETING_EXPORT_COLUMNS,
  MEETING_EXPORT_TITLE,
  meetingExportCells,
  REQUEST_EXPORT_COLUMNS,
  REQUEST_EXPORT_TITLE,
  REQUEST_INTEGRATION_COLUMN,
  exportDay,
  requestExportCells,
} from './exportTables';
export {
  COMMUNICATION_KIND_LABELS,
  labelsIn,
  MEETING_DECISION_LABELS,
  MEETING_ENTRY_OUTCOME_LABELS,
  MEETING_REQUEST_STATE_LABELS,
  MEETING_STATUS_LABELS,
  NO_IDENTIFIER_LABEL,
  REQUEST_FIELD_LABELS,
  REQUEST_FORM_STEPS,
  REQUEST_STATE_LABELS,
  REQUEST_TYPE_LABELS,
  requestTypeLabel,
  ROLE_LABELS,
  SEG_DECISION_LABELS,
  STUDY_STATE_LABELS,
} from '../helpers/labels';
export { formatProtocol, padProtocolNumber, PROTOCOL_DIGITS } from '../helpers/protocol';
export { TRUNCATE_LENGTH, truncateText } from '../helpers/text';
export {
  communicationRefusal,
  dueReportStage,
  dueReports,
  KINDS_BY_STATE,
  sendableKinds,
  studyState,
} from './rules/studyClock';
export type { DueReport, SentCommunication } from './rules/studyClock';
export {
  COMMUNICATION_KINDS,
  communicationKindSchema,
  DUE_REPORT_KINDS,
  STUDY_CLOCK_DEFAULTS,
  STUDY_STATES,
  studyClockSettingsSchema,
  studyStateSchema,
} from './studyLife';
export type { CommunicationKind, DueReportKind, StudyClockSettings, StudyState } from './studyLife';

export {
  daysAfter,
  daysLeft,
  daysSince,
  DEADLINE_EVENTS,
  DEADLINE_NOT_RUNNING_MESSAGE,
  deadlineExtensionComment,
  extendedDue,
  INTEGRATION_CLOCK_STATES,
  integrationDueAfter,
  isDeadlineEventDue,
  isDeadlineRunning,
  isWaitingForApplicant,
  monthsAfter,
} from './rules/integrationClock';
export {
  DASHBOARD_MAX_DAYS,
  DASHBOARD_PHASES,
  dashboardFiguresInputSchema,
  dashboardFiguresSchema,
  dashboardPhaseSchema,
  phaseDurationSchema,
  upcomingMeetingSchema,
  WAITING_STATES_OF_PHASE,
} from './dashboard';
export {
  isRequiredNotification,
  NOTIFICATION_KIND_ROLES,
  notificationKindsFor,
  PREFERENCES_PATH,
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
} from './notification';
export {
  MINUTES_DRAFT_COLUMNS,
  minutesDraftFileTitle,
  minutesDraftRows,
  minutesDraftTitle,
} from './rules/minutesDraft';
export {
  CSV_FORMAT,
  CSV_FORMULA_START,
  safeCsvCell,
} from '../helpers/csv';
// Types.
export type { DocumentExtension } from './documentFormats';
export type { RequestExportRow } from './exportTables';
export type { DemoAccount, DemoAccountName } from './demoAccounts';
export type { DomainLabels, RequestFormField } from '../helpers/labels';
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
} from './calls';
export type {
  AvailableRequestsInput,
  Conference,
  ConferenceComment,
  ConferenceDownloadInput,
  ConferenceEntry,
  ConferenceFile,
  ConferenceFilter,
  ConferenceListInput,
  ConferenceReportVersion,
  ConferenceRequest,
  ConferenceSortField,
  ConferenceSummary,
  CreateConferenceInput,
  MeetingDecisionInput,
  MeetingEntryOutcome,
  MinutesDraftInput,
  UpdateConferenceInput,
} from './conference';
export type {
  AttachedFile,
  Document,
  DocumentRef,
  FilePayload,
  GetAllDocumentsInput,
  PublicDocumentPurpose,
  RequestAttachment,
  UploadDocumentInput,
  StreamedUploadFields,
} from './document';
export type { Documentation, SetFeeSheetInput } from './documentation';
export type { ApiErrorCode, Envelope, ErrorBody, Health } from './envelope';
export type {
  DelegatedBy,
  ExportFormat,
  HttpMethod,
  LogOperation,
  MeetingStatus,
  RequestState,
  RequestType,
  RoleName,
} from './enums';
export type { City, Province } from './geography';
export type {
  History,
  HistoryEvent,
  HistoryEventKind,
  HistoryInput,
  HistoryTemplate,
  MeetingDownload,
  MeetingHistoryChange,
  RegistrationHistoryChange,
} from './history';
export type { CreateHomeInput, Home, UpdateHomeInput } from './home';
export type {
  CommitteeIdentity,
  CommitteeIdentityFields,
  LogoType,
  UpdateCommitteeIdentityInput,
} from './committeeIdentity';
export type { ConflictListInput, ConflictOfInterest, DeclareConflictInput } from './conflicts';
export type {
  CompareSubmissionsInput,
  Comparison,
  DiffPart,
  DocumentChange,
  FieldChange,
  IntegrationComment,
  Submission,
  SubmissionList,
} from './submissions';
export type { Count, Deleted, List, Sort, SortDirection } from './paging';
export type {
  CorporateRequestFilter,
  CreateRequestInput,
  DecideRequestInput,
  ExtendDeadlineInput,
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
} from './request';
export type {
  CreateRequestConfigInput,
  DocumentField,
  RequestConfig,
  RequestConfigFilter,
  UpdateRequestConfigInput,
} from './requestConfig';
export type { RequiredRequestField } from './rules/requestRules';
export type {
  MeetingDecisionState,
  RequestTransition,
  SegDecisionState,
  TransitionAction,
  TransitionAttempt,
  TransitionRefusal,
  TransitionRefusalReason,
} from './rules/stateMachine';
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
} from './user';
export type {
  DashboardFigures,
  DashboardFiguresInput,
  DashboardPhase,
  PhaseDuration,
  UpcomingMeeting,
} from './dashboard';
export type {
  Notification,
  NotificationFilter,
  NotificationKind,
  NotificationLanguage,
  NotificationPreferences,
  NotificationStatus,
  UpdateNotificationPreferencesInput,
} from './notification';
export type { DeadlineEventKind } from './rules/integrationClock';
export {
  checkedVatSchema,
  companyByVatSchema,
  confirmRegistrationInputSchema,
  delegationLetterInputSchema,
  findCompanyByVatInputSchema,
  identityClaimsSchema,
  myRegistrationSchema,
  REGISTRATION_RELATIONS,
  REGISTRATION_SORT_FIELDS,
  REGISTRATION_STATUSES,
  refuseRegistrationInputSchema,
  registeredCompanySchema,
  registrationCompanyInputSchema,
  registrationCompanySchema,
  registrationCountInputSchema,
  registrationFilterSchema,
  registrationListInputSchema,
  registrationListSchema,
  registrationRelationSchema,
  registrationSchema,
  registrationStatusSchema,
  SELF_REGISTRATION_MODES,
  selfRegistrationModeSchema,
  submitRegistrationInputSchema,
} from './registration';
export {
  confirmedOnSubmit,
  decisionRefusal,
  REGISTRATION_REFUSALS,
  registrationSendRefusal,
  relationNeedsLetter,
  submitRefusal,
} from './rules/registration';
export { hasVatCheckDigit } from './rules/vatNumber';
export type {
  IdentityClaims,
  MyRegistration,
  RefuseRegistrationInput,
  RegisteredCompany,
  Registration,
  RegistrationCompany,
  RegistrationCompanyInput,
  RegistrationFilter,
  RegistrationRelation,
  RegistrationStatus,
  SelfRegistrationMode,
  SubmitRegistrationInput,
} from './registration';
export { REGISTRATION_PATH, REGISTRATION_REQUESTS_PATH } from './portalPaths';
