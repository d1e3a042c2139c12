import type { CreateUserInput, UpdateUserInput } from '@cet-portal/api-client';
import { showToast } from '@cet-portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateCall, useCallMutation } from '../../api/queries';
import { appToasts } from '../../app/toasts';
import { reportSaveFailure } from './saveFailure';

interface UserRecordSaveOptions {
  /** The success notices, e.g. 'Utente inserito correttamente' and 'Utente aggiornato correttamente'. */
  createdMessage: string;
  updatedMessage: string;
  /** Closes the modal of the form. */
  onDone: () => void;
}

/**
 * Saves a person or a company (both are users: `PUT /user` creates, `PATCH /user` edits). Success
 * closes the modal with a notice and reads the lists again; a failure is an 'Errore' notification
 * and is passed on, so that the form says so and keeps what was typed.
 */
export const useUserRecordSave = ({ createdMessage, updatedMessage, onDone }: UserRecordSaveOptions) => {
  const queryClient = useQueryClient();
  const update = useCallMutation('user.update');
  const create = useCallMutation('user.create');
  // Companies are users too: every list of users and of companies, and the user form's choices.
  const reload = () => invalidateCall(queryClient, 'user.find', 'user.findCompanies');
  return async (input: CreateUserInput | UpdateUserInput) => {
    const isNew = !('_id' in input);
    try {
      if ('_id' in input) await update.mutateAsync(input);
      else await create.mutateAsync(input);
    } catch (error) {
      reportSaveFailure(error, () => {
        onDone();
        void reload();
      });
      throw error;
    }
    onDone();
    showToast(appToasts, { tone: 'success', title: isNew ? createdMessage : updatedMessage });
    await reload();
  };
};
