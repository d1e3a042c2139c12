import { isApiError } from '@cet-portal/api-client';
import { showToast } from '@cet-portal/ui';
import i18next from 'i18next';
import { appToasts } from '../../app/toasts';
import { failureMessage, reportFailure } from '../../errors/failureStore';

/**
 * A failed save of a user or a company: an 'Errore' notification with the server's message
 * (meetings-and-administration, section 8). A new record cannot be stale, so its 409 is a taken
 * fiscal code or VAT number and is told as an error too, not as the stale-data dialog that
 * `reportFailure` opens for an edit overtaken by another administrator.
 */
export const reportSaveFailure = (
  error: unknown,
  { isNew, onReload }: { isNew: boolean; onReload: () => void },
) => {
  if (isNew && isApiError(error) && error.status === 409) {
    showToast(appToasts, {
      tone: 'error',
      title: i18next.t('errors.title'),
      description: failureMessage(error),
    });
    return;
  }
  reportFailure(error, { onReload });
};
