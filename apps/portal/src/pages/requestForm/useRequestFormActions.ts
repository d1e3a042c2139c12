import { isApiError, labelsIn, type Request } from '@cet-portal/api-client';
import type { RequestPayload } from '@cet-portal/forms';
import { showToast } from '@cet-portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { queryOptionsFor, useCallMutation } from '../../api/queries';
import { appToasts } from '../../app/toasts';
import { reportFailure } from '../../errors/failureStore';
import { NEW_REQUEST_DRAFT, useDraftStore } from '../../requests/draftStore';
import { useSession } from '../../session/session';
import { hasUnsavedChanges, uploadAttachment } from './requestFormCalls';

interface RequestFormActionsOptions {
  /** The request as last saved; undefined for a new one. */
  request: Request | undefined;
  /** Fetches the request again and shows it, after a stale version (409) was refused. */
  reload: () => void;
  /** A new request was saved: the form on screen goes on editing it. */
  onCreated: (created: Request) => void;
  /** The form saved a new version of the request. */
  onUpdated: (updated: Request) => void;
}

/**
 * What the request form's buttons do on the server. Each failure rejects, so that the form shows
 * it in place and keeps every value; a stale version (409) also offers to reload the request,
 * while the draft store keeps what was typed.
 */
export const useRequestFormActions = ({
  request,
  reload,
  onCreated,
  onUpdated,
}: RequestFormActionsOptions) => {
  const { role } = useSession();
  const { t, i18n } = useTranslation();
  const labels = labelsIn(i18n.language);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setDraft = useDraftStore((state) => state.setDraft);
  const update = useCallMutation('request.update');
  const create = useCallMutation('request.create');
  const sendRequest = useCallMutation('request.send');
  const deleteRequest = useCallMutation('request.delete');

  const offerReloadOnConflict = async <Result>(action: () => Promise<Result>): Promise<Result> => {
    try {
      return await action();
    } catch (error) {
      if (isApiError(error) && error.status === 409) reportFailure(error, { onReload: reload });
      throw error;
    }
  };

  // Lists and counts showing requests are out of date; they refetch when next shown.
  const markRequestsChanged = () => void queryClient.invalidateQueries({ refetchType: 'none' });

  /** Saves the form: a new request is created and its address replaces /requestForm. */
  const save = async (payload: RequestPayload): Promise<Request> => {
    const saved = request
      ? await update.mutateAsync({ ...payload, _id: request._id, updated: request.updated })
      : await create.mutateAsync(payload);
    markRequestsChanged();
    queryClient.setQueryData(queryOptionsFor(role, 'request.get', { id: saved._id }).queryKey, saved);
    // The next save or send carries this version's `updated`.
    if (request) {
      onUpdated(saved);
    } else {
      onCreated(saved);
      navigate(`/requestForm/${saved._id}`, { replace: true });
    }
    return saved;
  };

  const onSaveDraft = async (payload: RequestPayload) => {
    await offerReloadOnConflict(() => save(payload));
  };

  const onSend = (payload: RequestPayload) =>
    offerReloadOnConflict(async () => {
      const saved = request && !hasUnsavedChanges(request, payload) ? request : await save(payload);
      const sent = await sendRequest.mutateAsync({ _id: saved._id, updated: saved.updated });
      markRequestsChanged();
      showToast(appToasts, {
        tone: 'success',
        title: t('requestFormPage.sent.title'),
        description: t('requestFormPage.sent.description', {
          identifier: sent.identifier,
          state: labels.requestStates[sent.state],
        }),
      });
      navigate(`/showRequest/${sent._id}`);
    });

  /**
   * 'Cancella bozza': a saved draft is deleted and a fresh form follows; otherwise the changes not
   * saved are dropped and the form goes back to the request as stored.
   */
  const onClearDraft = () =>
    offerReloadOnConflict(async () => {
      if (request?.state === 'DRAFT') {
        await deleteRequest.mutateAsync({ _id: request._id });
        markRequestsChanged();
        // A fresh form follows: no earlier new request's draft may fill it.
        setDraft(NEW_REQUEST_DRAFT, null);
        showToast(appToasts, {
          tone: 'success',
          title: t('requestFormPage.deleted.title'),
          description: t('requestFormPage.deleted.description'),
        });
        navigate('/requestForm', { replace: true });
      }
    });

  /** The form says in place that an upload failed; the server's reason (type, size) is told too. */
  const uploadFile = async (file: File, type: string) => {
    try {
      return await uploadAttachment(role, file, type);
    } catch (error) {
      reportFailure(error);
      throw error;
    }
  };

  return { onSaveDraft, onSend, onClearDraft, uploadFile };
};
