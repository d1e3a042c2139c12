import { attachmentTableMessages } from '../AttachmentTable/AttachmentTable.i18n';
import { breadcrumbsMessages } from '../Breadcrumbs/Breadcrumbs.i18n';
import { chipTransferMessages } from '../ChipTransfer/ChipTransfer.i18n';
import { comboBoxMessages } from '../ComboBox/ComboBox.i18n';
import { dataTableMessages } from '../DataTable/DataTable.i18n';
import { datePickerMessages } from '../DatePicker/DatePicker.i18n';
import { deadlineBadgeMessages } from '../DeadlineBadge/DeadlineBadge.i18n';
import { errorPageMessages } from '../ErrorPage/ErrorPage.i18n';
import { errorSummaryMessages } from '../ErrorSummary/ErrorSummary.i18n';
import { exportMenuMessages } from '../ExportMenu/ExportMenu.i18n';
import { fileUploadMessages } from '../FileUpload/FileUpload.i18n';
import { footerMessages } from '../Footer/Footer.i18n';
import { headerMessages } from '../Header/Header.i18n';
import { mainMenuMessages } from '../MainMenu/MainMenu.i18n';
import { meetingCardMessages } from '../MeetingCard/MeetingCard.i18n';
import { modalMessages } from '../Modal/Modal.i18n';
import { pageTitleMessages } from '../PageTitle/PageTitle.i18n';
import { paginationMessages } from '../Pagination/Pagination.i18n';
import { richTextEditorMessages } from '../RichTextEditor/RichTextEditor.i18n';
import { roleGateMessages } from '../RoleGate/RoleGate.i18n';
import { selectMessages } from '../Select/Select.i18n';
import { spinnerMessages } from '../Spinner/Spinner.i18n';
import { statusBadgeMessages } from '../StatusBadge/StatusBadge.i18n';
import { stepperMessages } from '../Stepper/Stepper.i18n';
import { toastMessages } from '../Toast/Toast.i18n';

/** Every component's messages, keyed by component; each `*.i18n.ts` file holds `{ it, en }`. */
const messages = {
  footer: footerMessages,
  header: headerMessages,
  mainMenu: mainMenuMessages,
  meetingCard: meetingCardMessages,
  stepper: stepperMessages,
  statusBadge: statusBadgeMessages,
  deadlineBadge: deadlineBadgeMessages,
  errorPage: errorPageMessages,
  errorSummary: errorSummaryMessages,
  breadcrumbs: breadcrumbsMessages,
  dataTable: dataTableMessages,
  attachmentTable: attachmentTableMessages,
  fileUpload: fileUploadMessages,
  exportMenu: exportMenuMessages,
  chipTransfer: chipTransferMessages,
  comboBox: comboBoxMessages,
  datePicker: datePickerMessages,
  pagination: paginationMessages,
  richTextEditor: richTextEditorMessages,
  select: selectMessages,
  modal: modalMessages,
  pageTitle: pageTitleMessages,
  roleGate: roleGateMessages,
  spinner: spinnerMessages,
  toast: toastMessages,
};

type Language = 'it' | 'en';

const bundle = <L extends Language>(language: L) =>
  Object.fromEntries(Object.entries(messages).map(([key, value]) => [key, value[language]])) as {
    [K in keyof typeof messages]: (typeof messages)[K][L];
  };

export const UI_NAMESPACE = 'ui';

/**
 * The library's own texts (accessible labels, announcements), namespace `ui`, Italian first.
 * An app adds them to its i18next instance: `i18n.addResourceBundle('it', UI_NAMESPACE, uiResources.it.ui)`.
 */
export const uiResources = {
  it: { [UI_NAMESPACE]: bundle('it') },
  en: { [UI_NAMESPACE]: bundle('en') },
} as const;
