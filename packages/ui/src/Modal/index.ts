export type { ConfirmDialogProps } from './ConfirmDialog';
export { ConfirmDialog } from './ConfirmDialog';
export type { ModalProps } from './Modal';
export { Modal } from './Modal';
