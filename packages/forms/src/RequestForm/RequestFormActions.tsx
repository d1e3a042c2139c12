import { Button, ConfirmDialog } from '@cet-portal/ui';
import { useTranslation } from 'react-i18next';
import { FORMS_NAMESPACE } from '../i18n/namespace';
import { ButtonRow, Spacer } from '../internal/layout';
import { REQUEST_STEPS } from './requestFormSchema';
import type { RequestWizard } from './useRequestWizard';

interface RequestFormActionsProps {
  wizard: RequestWizard;
  /** Only the moves between steps are offered: no save, clear or send. */
  isReadOnly: boolean;
  /** The user may not send yet; the reason is shown in the element `sending.refusalId`. */
  isSendRefused: boolean;
}

/**
 * The request form's buttons (back, next, send, save, clear) and the confirmations that a send and
 * a clear ask first. Every button waits while an action runs; send waits until nothing is missing,
 * and names the list of what is.
 */
export const RequestFormActions = ({ wizard, isReadOnly, isSendRefused }: RequestFormActionsProps) => {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const { steps, draft, sending, dialog } = wizard;
  const { isBusy } = wizard.outcome;
  const isLastStep = steps.index === REQUEST_STEPS.length - 1;
  const isIncomplete = sending.missingLabels.length > 0;

  return (
    <>
      <ButtonRow>
        {steps.index > 0 && (
          <Button variant="secondary" isDisabled={isBusy} onPress={steps.back}>
            {t('requestForm.buttons.back')}
          </Button>
        )}
        {!isLastStep && (
          <Button isDisabled={isBusy} onPress={steps.next}>
            {t('requestForm.buttons.next')}
          </Button>
        )}
        {isLastStep && !isReadOnly && (
          <Button
            isDisabled={isBusy || isIncomplete || isSendRefused}
            aria-describedby={
              [isIncomplete && sending.missingId, isSendRefused && sending.refusalId]
                .filter(Boolean)
                .join(' ') || undefined
            }
            onPress={sending.ask}
          >
            {t('requestForm.buttons.send')}
          </Button>
        )}
        {!isReadOnly && (
          <>
            <Spacer />
            <Button variant="secondary" isDisabled={isBusy} onPress={draft.save}>
              {t('requestForm.buttons.saveDraft')}
            </Button>
            <Button variant="secondary" isDisabled={isBusy} onPress={draft.askToClear}>
              {t('requestForm.buttons.clearDraft')}
            </Button>
          </>
        )}
      </ButtonRow>
      <ConfirmDialog
        isOpen={dialog.shown === 'send'}
        onOpenChange={(isOpen) => !isOpen && dialog.close()}
        title={t('requestForm.confirmSend.title')}
        confirmLabel={t('requestForm.confirmSend.confirm')}
        onConfirm={() => sending.confirm()}
      >
        <p>{t('requestForm.confirmSend.body')}</p>
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={dialog.shown === 'clear'}
        onOpenChange={(isOpen) => !isOpen && dialog.close()}
        title={t('requestForm.confirmClear.title')}
        confirmLabel={t('requestForm.confirmClear.confirm')}
        isDestructive
        onConfirm={draft.clear}
      >
        <p>{t('requestForm.confirmClear.body')}</p>
      </ConfirmDialog>
    </>
  );
};
