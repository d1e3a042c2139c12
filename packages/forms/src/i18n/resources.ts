import { companyFormMessages } from '../CompanyForm/CompanyForm.i18n';
import { dashboardPeriodFormMessages } from '../DashboardPeriodForm/DashboardPeriodForm.i18n';
import { decisionFormMessages } from '../DecisionForm/DecisionForm.i18n';
import { extendDeadlineFormMessages } from '../ExtendDeadlineForm/ExtendDeadlineForm.i18n';
import { homeContentFormMessages } from '../HomeContentForm/HomeContentForm.i18n';
import { meetingFilterBarMessages } from '../MeetingFilterBar/MeetingFilterBar.i18n';
import { meetingReviewFormMessages } from '../MeetingReviewForm/MeetingReviewForm.i18n';
import { newMeetingFormMessages } from '../NewMeetingForm/NewMeetingForm.i18n';
import { registrationFormMessages } from '../RegistrationForm/RegistrationForm.i18n';
import { requestFilterBarMessages } from '../RequestFilterBar/RequestFilterBar.i18n';
import { requestFormMessages } from '../RequestForm/RequestForm.i18n';
import { requestTypeFieldsFormMessages } from '../RequestTypeFieldsForm/RequestTypeFieldsForm.i18n';
import { userFormMessages } from '../UserForm/UserForm.i18n';
import { commonMessages } from './common.i18n';
import { FORMS_NAMESPACE } from './namespace';
import { validationMessages } from './validation.i18n';

export { FORMS_NAMESPACE };

/** Every form's messages, keyed by form; each `*.i18n.ts` file holds `{ it, en }`. */
const messages = {
  common: commonMessages,
  companyForm: companyFormMessages,
  dashboardPeriodForm: dashboardPeriodFormMessages,
  decisionForm: decisionFormMessages,
  extendDeadlineForm: extendDeadlineFormMessages,
  homeContentForm: homeContentFormMessages,
  meetingFilterBar: meetingFilterBarMessages,
  meetingReviewForm: meetingReviewFormMessages,
  newMeetingForm: newMeetingFormMessages,
  registrationForm: registrationFormMessages,
  requestFilterBar: requestFilterBarMessages,
  requestForm: requestFormMessages,
  requestTypeFieldsForm: requestTypeFieldsFormMessages,
  userForm: userFormMessages,
};

type Language = 'it' | 'en';

/** The forms' texts under their keys, and the validators' message keys at the top (`forms:required-field`). */
const bundle = <L extends Language>(language: L) => ({
  ...validationMessages[language],
  ...(Object.fromEntries(Object.entries(messages).map(([key, value]) => [key, value[language]])) as {
    [K in keyof typeof messages]: (typeof messages)[K][L];
  }),
});

/**
 * The package's texts, namespace `forms`, Italian first. An app adds them to its i18next
 * instance: `i18n.addResourceBundle('it', FORMS_NAMESPACE, formsResources.it.forms)`.
 */
export const formsResources = {
  it: { [FORMS_NAMESPACE]: bundle('it') },
  en: { [FORMS_NAMESPACE]: bundle('en') },
} as const;
