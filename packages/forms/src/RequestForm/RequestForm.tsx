import {
  type City,
  type CompanyRef,
  type Province,
  REQUEST_TYPES,
  type Request,
  type RequestConfig,
  type RequestType,
} from '@cet-portal/api-client';
import { Stepper } from '@cet-portal/ui';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FORMS_NAMESPACE } from '../i18n/namespace';
import { Form } from '../internal/errorSummary';
import { FailureNotice, SuccessNotice } from '../internal/feedback';
import { Notice, SectionHeading } from '../internal/layout';
import type { UploadedDocument } from './AttachmentsField';
import { DEFAULT_PROMOTER_COUNTRIES } from './countries';
import { PromoterStep } from './PromoterStep';
import { type LinkableRequest, ProposalStep } from './ProposalStep';
import { RequestFormActions } from './RequestFormActions';
import { REQUEST_STEPS, type RequestDraft, type RequestPayload } from './requestFormSchema';
import { StudyStep } from './StudyStep';
import { RequestReadOnlyContext } from './useRequestFieldProps';
import { useRequestWizard } from './useRequestWizard';

export interface RequestFormProps {
  /** The request being edited (`/requestForm/{id}`); a new request when missing. @default null */
  request?: Partial<Request> | null;
  /** The user's company: it prefills the promoter's name and VAT number when empty. @default null */
  company?: Pick<CompanyRef, 'surname' | 'fiscalCode'> | null;
  /**
   * The draft in progress, as `onDraftChange` last gave it: a partly filled request that the app
   * keeps (in local storage) so that it survives a reload. Read when the form mounts.
   * @default null
   */
  draft?: RequestDraft | null;
  /**
   * The one way the draft leaves the form, whose values are its only copy: called with the merged
   * draft from the first keystroke on (each time the user changes a field, leaves a step, changes the
   * type or the attachments); with null as a save, a send or a clear starts, and with the whole draft
   * again if it fails. The app persists what it is given and nothing else.
   * @default undefined
   */
  onDraftChange?: (draft: RequestDraft | null) => void;
  /** The document fields of every request type (`POST /requestConfig/find`). */
  requestConfigs: readonly RequestConfig[];
  /**
   * The request types step 3 offers, for a committee that reviews only some of them; they are shown
   * in REQUEST_TYPES order, and a request (or a draft) of another type cannot be saved or sent.
   * @default REQUEST_TYPES (every type, in that order)
   */
  requestTypes?: readonly RequestType[];
  /** ISO codes of the countries offered for the promoter. @default DEFAULT_PROMOTER_COUNTRIES */
  countries?: readonly string[];
  /** Loads the Italian provinces (`GET /city/provinces`). */
  loadProvinces: () => Promise<readonly Province[]>;
  /** Loads a province's cities (`GET /city/cities/{provinceCode}`). */
  loadCities: (provinceCode: string) => Promise<readonly City[]>;
  /** Loads the requests an amendment (G1, G2, G3) may point at. @default a list with no request */
  loadLinkableRequests?: () => Promise<readonly LinkableRequest[]>;
  /** Uploads a file as an attachment of the given document type (`PUT /document`). */
  uploadFile: (file: File, type: string) => Promise<UploadedDocument>;
  /** Downloads a document type's template (`GET /document/{id}`) and saves it. */
  onDownloadTemplate: (templateId: string, label: string) => Promise<void> | void;
  /** Saves the request as a draft; the values may be incomplete but are well formed. */
  onSaveDraft: (payload: RequestPayload) => Promise<void>;
  /** Called when the user clears the draft, e.g. to delete a saved draft. @default undefined */
  onClearDraft?: () => Promise<void> | void;
  /** Sends the request; called only when every rule of the spec holds and the user confirmed. */
  onSend: (payload: RequestPayload) => Promise<void>;
  /**
   * Whether the form only shows `request`, e.g. one the applicant may no longer change: the steps
   * can be browsed, every field is disabled, and there is no saving, clearing or sending. The
   * company's prefill and the draft are not applied. @default false
   */
  isReadOnly?: boolean;
  /**
   * Why the user may not send yet, e.g. an applicant whose registration waits for the secretariat:
   * the draft can be saved, and the send button stays disabled, described by this text.
   * @default null
   */
  sendRefusal?: string | null;
}

const noLinkableRequests = async (): Promise<readonly LinkableRequest[]> => [];

/**
 * The request form of requests-and-sign-in, sections 2 and 5: three steps (promoter, study,
 * proposal and attachments), a draft merged step by step, and a send that the spec's rules guard.
 * It never fetches: data and async callbacks come from the app, and a failed callback is shown as
 * a message while every typed value stays.
 */
export const RequestForm = (props: RequestFormProps) => {
  const {
    requestConfigs,
    requestTypes = REQUEST_TYPES,
    countries = DEFAULT_PROMOTER_COUNTRIES,
    company = null,
    loadProvinces,
    loadCities,
    loadLinkableRequests = noLinkableRequests,
    uploadFile,
    isReadOnly = false,
    sendRefusal = null,
  } = props;
  const { t } = useTranslation(FORMS_NAMESPACE);
  const wizard = useRequestWizard(props);
  const { form, steps, draft, sending, outcome } = wizard;
  const stepLabels = REQUEST_STEPS.map(({ id }) => ({ id, label: t(`requestForm.steps.${id}`) }));

  return (
    <FormProvider {...form.methods}>
      <RequestReadOnlyContext value={isReadOnly}>
        <Form
          control={form.methods.control}
          ref={form.ref}
          noValidate
          onSubmit={(event) => event.preventDefault()}
        >
          <Stepper steps={stepLabels} currentIndex={steps.index} errorStepIds={steps.errorStepIds} />
          {draft.isRestored && outcome.status === null && (
            <Notice $tone="info">
              <p>{t('requestForm.draftRestored')}</p>
            </Notice>
          )}
          <SectionHeading ref={steps.headingRef} tabIndex={-1}>
            {t('requestForm.stepHeading', {
              number: steps.index + 1,
              total: stepLabels.length,
              label: stepLabels[steps.index]?.label,
            })}
          </SectionHeading>
          {steps.current.id === 'promoter' && (
            <PromoterStep
              countries={countries}
              loadProvinces={loadProvinces}
              loadCities={loadCities}
              isPrefilled={company !== null && !isReadOnly}
            />
          )}
          {steps.current.id === 'study' && <StudyStep />}
          {steps.current.id === 'proposal' && (
            <ProposalStep
              requestConfigs={requestConfigs}
              requestTypes={requestTypes}
              loadLinkableRequests={loadLinkableRequests}
              uploadFile={uploadFile}
              onDownloadTemplate={wizard.downloadTemplate}
              onTypeChange={draft.changeType}
              dropped={draft.dropped}
              onDocumentsChange={() => draft.merge(['documents'])}
            />
          )}
          {steps.current.id === 'proposal' && !isReadOnly && sending.missingLabels.length > 0 && (
            <Notice $tone="info" id={sending.missingId}>
              <p>{t('requestForm.missing')}:</p>
              <ul>
                {sending.missingLabels.map((label) => (
                  <li key={label}>{label}</li>
                ))}
              </ul>
            </Notice>
          )}
          {steps.current.id === 'proposal' && !isReadOnly && sendRefusal && (
            <Notice $tone="info" id={sending.refusalId}>
              <p>{sendRefusal}</p>
            </Notice>
          )}
          <FailureNotice failure={outcome.failure} />
          <SuccessNotice message={outcome.status && t(`requestForm.status.${outcome.status}`)} />
          <RequestFormActions wizard={wizard} isReadOnly={isReadOnly} isSendRefused={sendRefusal !== null} />
        </Form>
      </RequestReadOnlyContext>
    </FormProvider>
  );
};
