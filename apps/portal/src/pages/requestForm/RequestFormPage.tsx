import { isRicEditable, labelsIn, type Request } from '@cet-portal/api-client';
import { RequestForm } from '@cet-portal/forms';
import { ErrorPage, PageTitle, RequestStatusBadge, Spinner } from '@cet-portal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { queryOptionsFor } from '../../api/queries';
import { formConfigsQuery, provincesQuery, REFERENCE_STALE_MS } from '../../api/requestConfigQueries';
import { LoadFailure, PageLoadFailure } from '../../errors/LoadFailure';
import { UnsavedChangesGuard } from '../../forms/UnsavedChangesGuard';
import { useDraftStore } from '../../requests/draftStore';
import { useSession } from '../../session/session';
import { Note, StateLine } from './RequestFormPage.styles';
import { downloadTemplate, draftChanges, loadLinkableRequests } from './requestFormCalls';
import { useEditedRequest } from './useEditedRequest';
import { useRequestFormActions } from './useRequestFormActions';
import { useSendRefusal } from './useSendRefusal';

/** The applicant edits only DRAFT, TO_INTEGRATE and TO_INTEGRATE_CER, and never a meeting's frozen copy. */
const isEditable = (request: Request) => isRicEditable(request.state) && !request.isClone;

/**
 * `/requestForm` and `/requestForm/{id}` (requests-and-sign-in, section 2): the three-step request
 * form of an applicant (RIC), new or saved. The draft in progress survives a reload; a request the
 * applicant may no longer change is shown read-only, with the reason and a link to its page.
 */
export const RequestFormPage = () => {
  const { role, user } = useSession();
  const company = user?.corporate ?? null;
  const { t, i18n } = useTranslation();
  const labels = labelsIn(i18n.language);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { id } = useParams();
  const { draftKey, isValidId, query, request, generation, onCreated, onUpdated, reload } =
    useEditedRequest(id);
  const draft = useDraftStore((state) => state.drafts[draftKey] ?? null);
  const setDraft = useDraftStore((state) => state.setDraft);
  const configs = useQuery(formConfigsQuery(role));
  const sendRefusal = useSendRefusal();
  // The form is drawn in a deferred render, which React cuts into slices between which the phone
  // answers taps: drawn when the types arrive, it was one task of ~240 ms on a 4× slower processor.
  const formConfigs = useDeferredValue(configs.data);
  const actions = useRequestFormActions({
    request,
    reload: () => void reload(),
    onCreated,
    onUpdated,
  });

  if (!isValidId) return <ErrorPage code={404} onBack={() => navigate(-1)} homeHref="/home" />;
  if (id !== undefined && !request) {
    if (query.isError) {
      return (
        <PageLoadFailure error={query.error} what={t('requestFormPage.loadError')} onRetry={query.refetch} />
      );
    }
    return <Spinner label={t('requestFormPage.loading')} showLabel />;
  }

  const isReadOnly = request !== undefined && !isEditable(request);
  const title = !request
    ? t('requestFormPage.title.new')
    : isReadOnly
      ? t('requestFormPage.title.view', { identifier: request.identifier })
      : request.identifier === null
        ? t('requestFormPage.title.edit')
        : t('requestFormPage.title.editNumbered', { identifier: request.identifier });
  const stateLabel = request && labels.requestStates[request.state];

  return (
    <>
      <PageTitle>{title}</PageTitle>
      {/* The draft store holds exactly what is typed and not saved on the server. */}
      <UnsavedChangesGuard
        hasUnsavedChanges={() => useDraftStore.getState().drafts[draftKey] !== undefined}
        consequence={t('requestFormPage.unsavedConsequence')}
      />
      {request && stateLabel && (
        <StateLine>
          {t('requestFormPage.state')} <RequestStatusBadge state={request.state} label={stateLabel} />
        </StateLine>
      )}
      {request && isReadOnly && (
        <Note>
          <p>
            {request.isClone
              ? t('requestFormPage.readOnly.clone')
              : t('requestFormPage.readOnly.state', { state: stateLabel })}
          </p>
          <Link href={`/showRequest/${request._id}`}>{t('requestFormPage.readOnly.show')}</Link>
        </Note>
      )}
      {request && !isReadOnly && request.state !== 'DRAFT' && request.comment && (
        <Note>
          <p>{t('requestFormPage.integration', { comment: request.comment })}</p>
        </Note>
      )}
      {configs.isError && (
        <LoadFailure
          error={configs.error}
          what={t('requestFormPage.configsError')}
          onRetry={configs.refetch}
        />
      )}
      {!formConfigs && !configs.isError && <Spinner label={t('requestFormPage.loadingForm')} showLabel />}
      {formConfigs && (
        <RequestForm
          key={`${generation}-${isReadOnly}`}
          request={request ?? null}
          company={company}
          draft={isReadOnly ? null : draft}
          onDraftChange={(next) => setDraft(draftKey, next && request ? draftChanges(request, next) : next)}
          requestConfigs={formConfigs}
          loadProvinces={() => queryClient.fetchQuery(provincesQuery(role))}
          loadCities={(provinceCode) =>
            queryClient.fetchQuery({
              ...queryOptionsFor(role, 'city.cities', { provinceCode }),
              staleTime: REFERENCE_STALE_MS,
            })
          }
          loadLinkableRequests={() => loadLinkableRequests(queryClient, role, id, REFERENCE_STALE_MS)}
          uploadFile={actions.uploadFile}
          onDownloadTemplate={(templateId) => downloadTemplate(role, templateId)}
          onSaveDraft={actions.onSaveDraft}
          onClearDraft={actions.onClearDraft}
          onSend={actions.onSend}
          isReadOnly={isReadOnly}
          sendRefusal={sendRefusal}
        />
      )}
    </>
  );
};
