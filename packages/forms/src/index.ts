// biome-ignore-all assist/source/organizeImports: the public API lists its values first, then its types (CONVENTIONS.md).

// Values: the forms, the validators, then the i18n resources.
export { CompanyForm, companyFormSchema } from './CompanyForm';
export { DashboardPeriodForm, dashboardPeriodFormSchema } from './DashboardPeriodForm';
export { DecisionForm, decisionFormSchema } from './DecisionForm';
export { ExtendDeadlineForm, extendDeadlineFormSchema } from './ExtendDeadlineForm';
export { HomeContentForm } from './HomeContentForm';
export { MeetingFilterBar, meetingFilterBarSchema } from './MeetingFilterBar';
export { MeetingReviewForm, meetingReviewSchema } from './MeetingReviewForm';
export { NewMeetingForm, newMeetingSchema } from './NewMeetingForm';
export { RegistrationForm, registrationFormSchema } from './RegistrationForm';
export { RequestFilterBar, requestFilterBarSchema } from './RequestFilterBar';
export {
  DEFAULT_PROMOTER_COUNTRIES,
  missingForSend,
  REQUEST_STEPS,
  RequestForm,
  requestDraftSchema,
  requestFormSchema,
  requestSendSchema,
  toRequestPayload,
} from './RequestForm';
export { DELETE_ANIMATION_MS, RequestTypeFieldsForm, requestTypeFieldsSchema } from './RequestTypeFieldsForm';
export { UserForm, userFormSchema } from './UserForm';
export { emailSchema } from './validators/email';
export {
  fiscalCodeCheckCharacter,
  fiscalCodeSchema,
  identityCodeSchema,
  isEidasIdentifier,
  isFiscalCode,
} from './validators/fiscalCode';
export { ibanSchema, isIban } from './validators/iban';
export { emptyOr, formErrorMap, requiredString, VALIDATION_MESSAGES } from './validators/messages';
export {
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  passwordConfirmationSchema,
  passwordSchema,
} from './validators/password';
export { isPhoneNumber, phoneDigitsSchema, phoneSchema } from './validators/phone';
export { postalCodeSchema } from './validators/postalCode';
export { urlSchema } from './validators/url';
export { hasVatCheckDigit, vatNumberSchema, vatNumberWithCheckDigitSchema } from './validators/vatNumber';
export { FORMS_NAMESPACE, formsResources } from './i18n/resources';

// Types.
export type { CompanyFormProps } from './CompanyForm';
export type { DashboardPeriod, DashboardPeriodFormProps } from './DashboardPeriodForm';
export type { DecisionFormProps } from './DecisionForm';
export type { ExtendDeadlineFormProps } from './ExtendDeadlineForm';
export type { HomeContentFormProps } from './HomeContentForm';
export type { MeetingFilterBarProps } from './MeetingFilterBar';
export type { MeetingReview, MeetingReviewFormProps } from './MeetingReviewForm';
export type { MeetingStart, NewMeetingFormProps } from './NewMeetingForm';
export type { RegistrationFormProps, RegistrationFormValues } from './RegistrationForm';
export type { RequestFilterBarProps } from './RequestFilterBar';
export type {
  LinkableRequest,
  RequestDraft,
  RequestFormProps,
  RequestFormValues,
  RequestPayload,
  UploadedDocument,
} from './RequestForm';
export type { RequestTypeFieldsFormProps } from './RequestTypeFieldsForm';
export type { UserFormProps } from './UserForm';
export type { ValidationMessage } from './validators/messages';
