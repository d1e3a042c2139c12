import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { Actions, Overlay, Panel, StyledDialog, Title, TitleBar } from './Modal.styles';

export interface ModalProps {
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** Called with false when the user closes it (Escape, the close button, or outside for dismissable ones). */
  onOpenChange: (isOpen: boolean) => void;
  /** The dialog's heading, also its accessible name. */
  title: string;
  children: ReactNode;
  /** Buttons at the bottom; the close button in the corner is always there. @default undefined */
  actions?: ReactNode;
  /** Close on a click outside. @default true */
  isDismissable?: boolean;
  /** Width of the panel. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** `alertdialog` for confirmations that interrupt the user. @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal dialog. React Aria traps focus inside, closes on Escape and returns focus
 * to the element that opened it.
 */
export const Modal = ({
  isOpen,
  onOpenChange,
  title,
  children,
  actions,
  isDismissable = true,
  size = 'md',
  role = 'dialog',
}: ModalProps) => {
  const { t } = useTranslation('ui');
  return (
    <Overlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={isDismissable}>
      <Panel $size={size}>
        <StyledDialog role={role}>
          {({ close }) => (
            <>
              <TitleBar>
                <Title slot="title">{title}</Title>
                <Button variant="link" onPress={close}>
                  {t('modal.close')}
                </Button>
              </TitleBar>
              <div>{children}</div>
              {actions && <Actions>{actions}</Actions>}
            </>
          )}
        </StyledDialog>
      </Panel>
    </Overlay>
  );
};
