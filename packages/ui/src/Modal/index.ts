export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog';
export { Modal } from './Modal';
export type { ModalProps } from './Modal';
