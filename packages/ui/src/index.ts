// Augments styled-components' DefaultTheme with our tokens, for this package and its consumers.
// A plain import: the published declarations keep it, where they would drop `import type {}`.
import './theme/styled';

export type { Attachment, AttachmentDocumentType, AttachmentTableProps } from './AttachmentTable';
export { AttachmentTable } from './AttachmentTable';
export type { BreadcrumbItem, BreadcrumbsProps } from './Breadcrumbs';
export { Breadcrumbs } from './Breadcrumbs';
export type { ButtonProps, ButtonVariant, TriggerButtonProps } from './Button';
export { Button, TriggerButton } from './Button';
export type { CardProps } from './Card';
export { Card } from './Card';
export type { CheckboxProps } from './Checkbox';
export { Checkbox } from './Checkbox';
export type { ChipTransferProps } from './ChipTransfer';
export { ChipTransfer } from './ChipTransfer';
export type { ComboBoxProps } from './ComboBox';
export { ComboBox } from './ComboBox';
export type { DataTableColumn, DataTableProps, DataTableSortDescriptor } from './DataTable';
export { DataTable, VIRTUALIZE_ABOVE } from './DataTable';
export type { DateFieldProps } from './DateField';
export { DateField } from './DateField';
export type { DatePickerProps } from './DatePicker';
export { DatePicker } from './DatePicker';
export type { DeadlineBadgeProps } from './DeadlineBadge';
export { DeadlineBadge } from './DeadlineBadge';
export type { ErrorCode, ErrorPageProps } from './ErrorPage';
export { ErrorPage } from './ErrorPage';
export type { ErrorSummaryItem, ErrorSummaryProps } from './ErrorSummary';
export { ErrorSummary } from './ErrorSummary';
export type { ExportFormat, ExportMenuProps } from './ExportMenu';
export { ExportMenu } from './ExportMenu';
export type { FileUploadProps } from './FileUpload';
export { FileUpload } from './FileUpload';
export type { FooterProps } from './Footer';
export { Footer } from './Footer';
export type { HeaderLanguage, HeaderProps, HeaderUser } from './Header';
export { Header } from './Header';
export { UI_NAMESPACE, uiResources } from './i18n/resources';
export { VisuallyHidden } from './internal/VisuallyHidden';
export type { LinkProps } from './Link';
export { Link } from './Link';
export type {
  MainMenuGroupItem,
  MainMenuItem,
  MainMenuLinkItem,
  MainMenuProps,
  MegaMenuColumn,
  MegaMenuLink,
  MegaMenuProps,
} from './MainMenu';
export { MainMenu, MegaMenu } from './MainMenu';
export type { MeetingCardProps } from './MeetingCard';
export { MeetingCard } from './MeetingCard';
export type { ConfirmDialogProps, ModalProps } from './Modal';
export { ConfirmDialog, Modal } from './Modal';
export type { PageTitleProps } from './PageTitle';
export { PageTitle } from './PageTitle';
export type { PaginationProps } from './Pagination';
export { Pagination } from './Pagination';
export type { RadioGroupProps, RadioOption } from './RadioGroup';
export { RadioGroup } from './RadioGroup';
export type { RoleGateProps, RoleProviderProps } from './RoleGate';
export { RoleGate, RoleProvider, useActiveRole } from './RoleGate';
export type { SafeHtmlElement, SafeHtmlProps } from './SafeHtml';
export { preloadSafeHtml, SafeHtml, sanitizeHtml } from './SafeHtml';
export type { ListOption, SelectProps } from './Select';
export { Select } from './Select';
export type { ProgressBarProps, SpinnerProps } from './Spinner';
export { ProgressBar, Spinner } from './Spinner';
export type {
  MeetingStatus,
  MeetingStatusBadgeProps,
  RequestStatusBadgeProps,
  StatusBadgeProps,
  StatusTone,
} from './StatusBadge';
export { MeetingStatusBadge, RequestStatusBadge, requestStateTone, StatusBadge } from './StatusBadge';
export type { StepperProps, StepperStep } from './Stepper';
export { Stepper } from './Stepper';
export type { TextAreaProps } from './TextArea';
export { TextArea } from './TextArea';
export type { TextFieldProps } from './TextField';
export { TextField } from './TextField';
export type { ToastContent, ToastQueue, ToastRegionProps, ToastTone } from './Toast';
export { createToastQueue, showToast, TOAST_TIMEOUT_MS, ToastRegion } from './Toast';
export type { TooltipProps } from './Tooltip';
export { Tooltip } from './Tooltip';
export { GlobalStyle } from './theme/GlobalStyle';
export type { Theme, ThemeOverrides } from './theme/theme';
export { createTheme, DEFAULT_PRIMARY, theme, themeFor } from './theme/theme';
export type { UiProviderProps, UiSettings } from './UiProvider';
export { AriaScope, UiProvider } from './UiProvider';
