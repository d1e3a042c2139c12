import type { Request } from '@cet-portal/api-client';
import { labelsIn } from '@cet-portal/api-client';
import { Button, Card, ConfirmDialog } from '@cet-portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../api/queries';
import { reportFailure } from '../../errors/failureStore';
import { REQUEST_LISTS } from '../../requests/requestLists';
import { useLeaveAfterStateChange } from './useLeaveAfterStateChange';

export interface RestoreSectionProps {
  request: Request;
  /** Reads the request again, as a stale restore (409) offers. */
  onReload: () => void;
}

/** 'Ripristina': the secretariat takes the request back to PENDING, after confirming. */
export const RestoreSection = ({ request, onReload }: RestoreSectionProps) => {
  const { t, i18n } = useTranslation();
  const labels = labelsIn(i18n.language);
  const leave = useLeaveAfterStateChange();
  const [isConfirming, setConfirming] = useState(false);
  const restoreRequest = useCallMutation('request.restore', { invalidates: REQUEST_LISTS });
  const pending = labels.requestStates.PENDING;

  const restore = async () => {
    try {
      await leave(
        await restoreRequest.mutateAsync({ _id: request._id, updated: request.updated }),
        t('showRequest.restore.done'),
      );
    } catch (error) {
      // The dialog closes (it resolves): the failure is told on the page, or by the reload dialog of a 409.
      reportFailure(error, { onReload });
    }
  };

  return (
    <Card title={t('showRequest.restore.heading')}>
      <p>{t('showRequest.restore.description', { state: pending })}</p>
      <div>
        <Button variant="secondary" onPress={() => setConfirming(true)}>
          {t('showRequest.restore.button')}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={setConfirming}
        title={t('showRequest.restore.confirmTitle')}
        confirmLabel={t('showRequest.restore.button')}
        onConfirm={restore}
      >
        <p>{t('showRequest.restore.confirmBody', { state: pending })}</p>
      </ConfirmDialog>
    </Card>
  );
};
