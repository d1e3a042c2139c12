import { isApiError } from '@cet-portal/api-client';
import { showToast } from '@cet-portal/ui';
import i18next from 'i18next';
import { appToasts } from '../../app/toasts';
import { failureMessage, reportFailure } from '../../errors/failureStore';

/**
 * A failed save of a user or a company: an 'Errore' notification with the server's message
 * (meetings-and-administration, section 8). A taken fiscal code or VAT number (CONFLICT), on a new
 * record or an edited one, is told as an error too: reloading would not help. Only an edit overtaken
 * by another administrator (STALE) gets the stale-data dialog of `reportFailure`.
 */
export const reportSaveFailure = (error: unknown, onReload: () => void) => {
  if (isApiError(error) && error.code === 'CONFLICT') {
    showToast(appToasts, {
      tone: 'error',
      title: i18next.t('errors.title'),
      description: failureMessage(error),
    });
    return;
  }
  reportFailure(error, { onReload });
};
