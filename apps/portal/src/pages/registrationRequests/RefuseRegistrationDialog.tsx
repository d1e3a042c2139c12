import type { Registration } from '@cet-portal/api-client';
import { Button, Modal, TextArea } from '@cet-portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface RefuseRegistrationDialogProps {
  /** The registration being refused; null while closed. */
  registration: Registration | null;
  onClose: () => void;
  /** Refuses with the reason; resolves once the server answered (the dialog then closes). */
  onRefuse: (registration: Registration, reason: string) => Promise<void>;
}

/**
 * 'Rifiuta la registrazione': the reason is required, as the person reads it to correct what they
 * sent. An empty reason is said at the field, and the field takes focus.
 */
export const RefuseRegistrationDialog = ({
  registration,
  onClose,
  onRefuse,
}: RefuseRegistrationDialogProps) => {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [showError, setShowError] = useState(false);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setReason('');
    setShowError(false);
    onClose();
  };
  const refuse = async () => {
    if (!registration) return;
    if (!reason.trim()) {
      setShowError(true);
      document.getElementById('registration-refusal-reason')?.focus();
      return;
    }
    setBusy(true);
    try {
      await onRefuse(registration, reason.trim());
      close();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      isOpen={registration !== null}
      onOpenChange={(open) => !open && close()}
      title={t('registrationRequests.refuseTitle')}
      isDismissable={false}
      actions={
        <>
          <Button variant="secondary" onPress={close}>
            {t('registrationRequests.cancel')}
          </Button>
          <Button variant="danger" isPending={busy} onPress={() => void refuse()}>
            {t('registrationRequests.refuse')}
          </Button>
        </>
      }
    >
      <p>
        {t('registrationRequests.refuseText', {
          name: registration ? `${registration.name} ${registration.surname}` : '',
        })}
      </p>
      <TextArea
        id="registration-refusal-reason"
        label={t('registrationRequests.reason')}
        description={t('registrationRequests.reasonHint')}
        isRequired
        value={reason}
        onChange={(value) => {
          setReason(value);
          if (value.trim()) setShowError(false);
        }}
        isInvalid={showError}
        errorMessage={showError ? t('registrationRequests.reasonRequired') : undefined}
        validationBehavior="aria"
      />
    </Modal>
  );
};
