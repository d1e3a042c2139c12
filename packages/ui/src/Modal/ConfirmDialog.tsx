import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { Spinner } from '../Spinner';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The question, e.g. 'Conferma Chiusura'. */
  title: string;
  /** The texts that explain the consequence. */
  children: ReactNode;
  /** Runs on confirmation; while its promise is pending the buttons are disabled. The dialog closes when it resolves and stays open when it rejects. */
  onConfirm: () => void | Promise<void>;
  /** @default 'Conferma' */
  confirmLabel?: string;
  /** @default 'Annulla' */
  cancelLabel?: string;
  /** Style the confirm button as a destructive action. @default false */
  isDestructive?: boolean;
}

/** Asks before an action that cannot be undone easily: sending a request, closing a meeting. */
export const ConfirmDialog = ({
  isOpen,
  onOpenChange,
  title,
  children,
  onConfirm,
  confirmLabel,
  cancelLabel,
  isDestructive = false,
}: ConfirmDialogProps) => {
  const { t } = useTranslation('ui');
  const [isWorking, setWorking] = useState(false);
  // A double click lands twice before React re-renders the disabled button: the ref stops the second.
  const working = useRef(false);
  const confirm = async () => {
    if (working.current) return;
    working.current = true;
    setWorking(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // The dialog stays open so the user can retry; reporting the failure is the caller's (a toast).
    } finally {
      working.current = false;
      setWorking(false);
    }
  };
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => !isWorking && onOpenChange(open)}
      title={title}
      size="sm"
      role="alertdialog"
      isDismissable={false}
      actions={
        <>
          <Button variant="secondary" isDisabled={isWorking} onPress={() => onOpenChange(false)}>
            {cancelLabel ?? t('modal.cancel')}
          </Button>
          {/* Not React Aria's isPending: its announcement outlives the dialog and points at a removed label. */}
          <Button variant={isDestructive ? 'danger' : 'primary'} isDisabled={isWorking} onPress={confirm}>
            {confirmLabel ?? t('modal.confirm')}
          </Button>
        </>
      }
    >
      {children}
      <div role="status">{isWorking && <Spinner label={t('modal.working')} showLabel />}</div>
    </Modal>
  );
};
