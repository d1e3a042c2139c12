import { isApiError } from '@cet-portal/api-client';
import { showToast } from '@cet-portal/ui';
import i18next from 'i18next';
import { create } from 'zustand';
import { queryClient } from '../api/queryClient';
import { appToasts } from '../app/toasts';

interface ConflictState {
  /** What 'Ricarica' does; null while no stale update is waiting for the user's choice. */
  reload: (() => void) | null;
  message: string;
  close: () => void;
}

export const useConflictStore = create<ConflictState>()((set) => ({
  reload: null,
  message: '',
  close: () => set({ reload: null, message: '' }),
}));

const reloadEverything = () => void queryClient.invalidateQueries();

/** The Italian text of any failure: the server's message, or a generic one. */
export const failureMessage = (error: unknown): string =>
  isApiError(error) ? error.message : i18next.t('errors.unexpected');

/**
 * Tells the user that an action failed, never silently: a 409 (a stale update, STALE, or a change
 * the data no longer allow, CONFLICT) asks whether to reload the latest data; anything else is an
 * 'Errore' notification with the server's message.
 */
export const reportFailure = (error: unknown, options: { onReload?: () => void } = {}) => {
  if (isApiError(error) && error.status === 409) {
    useConflictStore.setState({ reload: options.onReload ?? reloadEverything, message: error.message });
    return;
  }
  showToast(appToasts, {
    tone: 'error',
    title: i18next.t('errors.title'),
    description: failureMessage(error),
  });
};
