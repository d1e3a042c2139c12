import {
  type City,
  type CompanyRef,
  type Province,
  REQUEST_TYPES,
  type Request,
  type RequestAttachment,
  type RequestConfig,
  type RequestType,
} from '@cet-portal/api-client';
import { Button, ConfirmDialog, Stepper } from '@cet-portal/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormProvider, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FORMS_NAMESPACE } from '../i18n/resources';
import { Form } from '../internal/errorSummary';
import { FailureNotice, focusFirstInvalid, SuccessNotice, useCallbackRunner } from '../internal/feedback';
import { ButtonRow, Notice, SectionHeading, Spacer } from '../internal/layout';
import { formErrorMap } from '../validators/messages';
import type { UploadedDocument } from './AttachmentsField';
import { DEFAULT_PROMOTER_COUNTRIES } from './countries';
import { PromoterStep } from './PromoterStep';
import { type LinkableRequest, ProposalStep } from './ProposalStep';
import {
  configOf,
  initialRequestValues,
  isAmendment,
  missingForSend,
  pickRequestFields,
  REQUEST_STEPS,
  type RequestDraft,
  type RequestFormField,
  type RequestFormValues,
  type RequestPayload,
  requestDraftSchema,
  requestSendSchema,
  stepOfField,
  toRequestPayload,
} from './requestFormSchema';
import { StudyStep } from './StudyStep';
import { RequestReadOnlyContext } from './useRequestFieldProps';

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
   * Called with the merged draft from the first keystroke on: each time the user changes a field,
   * leaves a step, changes the type or the attachments, or saves; with null once the draft is
   * cleared or the request sent.
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
}

const noLinkableRequests = async (): Promise<readonly LinkableRequest[]> => [];

type Dialog = 'send' | 'clear' | null;
type Status = 'draftSaved' | 'draftCleared' | 'sent' | null;

/**
 * The request form of requests-and-sign-in, sections 2 and 5: three steps (promoter, study,
 * proposal and attachments), a draft merged step by step, and a send that the spec's rules guard.
 * It never fetches: data and async callbacks come from the app, and a failed callback is shown as
 * a message while every typed value stays.
 */
export const RequestForm = ({
  request = null,
  company = null,
  draft = null,
  onDraftChange,
  requestConfigs,
  requestTypes = REQUEST_TYPES,
  countries = DEFAULT_PROMOTER_COUNTRIES,
  loadProvinces,
  loadCities,
  loadLinkableRequests = noLinkableRequests,
  uploadFile,
  onDownloadTemplate,
  onSaveDraft,
  onClearDraft,
  onSend,
  isReadOnly = false,
}: RequestFormProps) => {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const missingId = useId();
  // A request shown read-only is shown as it is stored: no prefill, no draft on top.
  const [initialValues] = useState(() =>
    isReadOnly ? initialRequestValues(request, null, null) : initialRequestValues(request, company, draft),
  );
  // The latest configuration and types, read by the resolver at each validation.
  const configsRef = useRef(requestConfigs);
  const typesRef = useRef(requestTypes);
  useEffect(() => {
    configsRef.current = requestConfigs;
    typesRef.current = requestTypes;
  });
  const resolver = useMemo<Resolver<RequestFormValues>>(
    () => (values, context, options) =>
      zodResolver(requestSendSchema(configsRef.current, typesRef.current), { error: formErrorMap })(
        values,
        context,
        options,
      ),
    [],
  );
  const methods = useForm<RequestFormValues>({
    defaultValues: initialValues,
    resolver,
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const { control, formState, getValues, setValue, setError, clearErrors, trigger, handleSubmit, reset } =
    methods;
  const values = useWatch({ control }) as RequestFormValues;
  const [step, setStep] = useState(0);
  // Counts the moves between steps: each one hands focus to the new step's heading.
  const [moves, setMoves] = useState(0);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [status, setStatus] = useState<Status>(null);
  const [dropped, setDropped] = useState<RequestAttachment[]>([]);
  const { run, pending, failure, setFailure } = useCallbackRunner();
  const draftRef = useRef<RequestDraft>(pickRequestFields(draft ?? {}));
  // Said once, on the form the draft was laid over: the user sees that the typed values came back.
  const [isDraftRestored] = useState(() => !isReadOnly && Object.keys(draftRef.current).length > 0);

  const missing = useMemo(() => missingForSend(values, requestConfigs), [values, requestConfigs]);
  const missingLabels = [
    ...missing.fields.map((field) => t(`requestForm.fields.${field}`)),
    ...missing.documents,
  ];
  const errorStepIds = REQUEST_STEPS.filter((_, index) =>
    Object.keys(formState.errors).some((field) => stepOfField(field) === index),
  ).map((candidate) => candidate.id);
  const current = REQUEST_STEPS[step] ?? REQUEST_STEPS[0];
  const isBusy = pending !== null;

  // The heading of a new step takes focus, so that keyboard and screen-reader users start there.
  useEffect(() => {
    if (moves > 0) headingRef.current?.focus();
  }, [moves]);

  const mergeDraft = (fields: readonly RequestFormField[]) => {
    const latest = getValues();
    draftRef.current = {
      ...draftRef.current,
      ...Object.fromEntries(fields.map((field) => [field, latest[field]])),
    };
    onDraftChange?.(draftRef.current);
  };

  // Every change a user makes reaches the draft at once, so that leaving the page (a menu link, a
  // closed tab) loses nothing typed; values set by the form itself (a reset) are not the user's.
  useEffect(() => {
    if (isReadOnly) return;
    const subscription = methods.watch((_, { name, type }) => {
      if (type !== 'change' || !name) return;
      mergeDraft([name.split('.')[0] as RequestFormField]);
    });
    return () => subscription.unsubscribe();
  });

  const goTo = (index: number) => {
    setStep(index);
    setMoves((count) => count + 1);
  };

  /** Shows the first step holding an error, and puts focus on its first invalid field. */
  const showErrors = (messageKey: string) => {
    const fields = Object.keys(methods.formState.errors);
    const first = Math.min(...fields.map(stepOfField).filter((index) => index >= 0));
    setFailure({ messageKey });
    if (Number.isFinite(first) && first !== step) setStep(first);
    focusFirstInvalid(formRef.current);
  };

  const next = async () => {
    if (isReadOnly) {
      goTo(step + 1);
      return;
    }
    setStatus(null);
    setFailure(null);
    await trigger(current.fields);
    mergeDraft(current.fields);
    // Empty fields may wait (a draft is partly filled); a malformed value must be fixed first.
    const malformed = current.fields.find((field) => {
      const message = methods.getFieldState(field).error?.message;
      return message !== undefined && message !== 'required-field';
    });
    if (malformed) {
      setFailure({ messageKey: 'requestForm.errors.stepInvalid' });
      focusFirstInvalid(formRef.current, malformed);
      return;
    }
    goTo(step + 1);
  };

  const back = () => {
    setStatus(null);
    setFailure(null);
    if (!isReadOnly) mergeDraft(current.fields);
    goTo(step - 1);
  };

  const changeType = (type: RequestType | null) => {
    if (!isAmendment(type)) setValue('linkedRequestId', null);
    const labels = new Set(configOf(requestConfigs, type)?.documentType.map((field) => field.label));
    const documents = getValues('documents');
    const removed = documents.filter((document) => !labels.has(document.type));
    if (removed.length > 0)
      setValue(
        'documents',
        documents.filter((document) => labels.has(document.type)),
      );
    setDropped(removed);
    mergeDraft(['type', 'linkedRequestId', 'documents']);
  };

  const downloadTemplate = (templateId: string, label: string) =>
    void run('requestForm.errors.template', () => onDownloadTemplate(templateId, label));

  const saveDraft = async () => {
    setStatus(null);
    clearErrors();
    // A draft may be incomplete, but what is filled in must be well formed: the server checks it too.
    const result = requestDraftSchema(requestTypes).safeParse(getValues(), { error: formErrorMap });
    if (!result.success) {
      for (const issue of result.error.issues) {
        setError(String(issue.path[0]) as RequestFormField, { type: 'validate', message: issue.message });
      }
      showErrors('requestForm.errors.fixBeforeSaving');
      return;
    }
    mergeDraft(Object.keys(getValues()) as RequestFormField[]);
    if (await run('requestForm.errors.saveDraft', () => onSaveDraft(toRequestPayload(getValues())))) {
      setStatus('draftSaved');
    }
  };

  const askToSend = async () => {
    setStatus(null);
    if (await trigger()) {
      setFailure(null);
      setDialog('send');
    } else {
      showErrors('requestForm.errors.fixBeforeSending');
    }
  };

  // handleSubmit validates once more with every rule: the send callback runs only on valid values.
  const send = handleSubmit(
    async (valid) => {
      // Kept before sending, as on saving: if the send fails (a stale version reloaded), nothing typed is lost.
      mergeDraft(Object.keys(valid) as RequestFormField[]);
      if (await run('requestForm.errors.send', () => onSend(toRequestPayload(valid)))) {
        draftRef.current = {};
        onDraftChange?.(null);
        setStatus('sent');
      }
    },
    () => showErrors('requestForm.errors.fixBeforeSending'),
  );

  const clearDraft = async () => {
    setStatus(null);
    if (await run('requestForm.errors.clearDraft', () => onClearDraft?.())) {
      reset(initialRequestValues(request, company, null));
      draftRef.current = {};
      onDraftChange?.(null);
      setDropped([]);
      goTo(0);
      setStatus('draftCleared');
    }
  };

  const steps = REQUEST_STEPS.map(({ id }) => ({ id, label: t(`requestForm.steps.${id}`) }));

  return (
    <FormProvider {...methods}>
      <RequestReadOnlyContext value={isReadOnly}>
        <Form control={control} ref={formRef} noValidate onSubmit={(event) => event.preventDefault()}>
          <Stepper steps={steps} currentIndex={step} errorStepIds={errorStepIds} />
          {isDraftRestored && status === null && (
            <Notice $tone="info">
              <p>{t('requestForm.draftRestored')}</p>
            </Notice>
          )}
          <SectionHeading ref={headingRef} tabIndex={-1}>
            {t('requestForm.stepHeading', {
              number: step + 1,
              total: steps.length,
              label: steps[step]?.label,
            })}
          </SectionHeading>
          {current.id === 'promoter' && (
            <PromoterStep
              countries={countries}
              loadProvinces={loadProvinces}
              loadCities={loadCities}
              isPrefilled={company !== null && !isReadOnly}
            />
          )}
          {current.id === 'study' && <StudyStep />}
          {current.id === 'proposal' && (
            <ProposalStep
              requestConfigs={requestConfigs}
              requestTypes={requestTypes}
              loadLinkableRequests={loadLinkableRequests}
              uploadFile={uploadFile}
              onDownloadTemplate={downloadTemplate}
              onTypeChange={changeType}
              dropped={dropped}
              onDocumentsChange={() => mergeDraft(['documents'])}
            />
          )}
          {current.id === 'proposal' && !isReadOnly && missingLabels.length > 0 && (
            <Notice $tone="info" id={missingId}>
              <p>{t('requestForm.missing')}:</p>
              <ul>
                {missingLabels.map((label) => (
                  <li key={label}>{label}</li>
                ))}
              </ul>
            </Notice>
          )}
          <FailureNotice failure={failure} />
          <SuccessNotice message={status && t(`requestForm.status.${status}`)} />
          <ButtonRow>
            {step > 0 && (
              <Button variant="secondary" isDisabled={isBusy} onPress={back}>
                {t('requestForm.buttons.back')}
              </Button>
            )}
            {step < REQUEST_STEPS.length - 1 && (
              <Button isDisabled={isBusy} onPress={next}>
                {t('requestForm.buttons.next')}
              </Button>
            )}
            {step === REQUEST_STEPS.length - 1 && !isReadOnly && (
              <Button
                isDisabled={isBusy || missingLabels.length > 0}
                aria-describedby={missingLabels.length > 0 ? missingId : undefined}
                onPress={askToSend}
              >
                {t('requestForm.buttons.send')}
              </Button>
            )}
            {!isReadOnly && (
              <>
                <Spacer />
                <Button variant="secondary" isDisabled={isBusy} onPress={saveDraft}>
                  {t('requestForm.buttons.saveDraft')}
                </Button>
                <Button variant="secondary" isDisabled={isBusy} onPress={() => setDialog('clear')}>
                  {t('requestForm.buttons.clearDraft')}
                </Button>
              </>
            )}
          </ButtonRow>
          <ConfirmDialog
            isOpen={dialog === 'send'}
            onOpenChange={(isOpen) => !isOpen && setDialog(null)}
            title={t('requestForm.confirmSend.title')}
            confirmLabel={t('requestForm.confirmSend.confirm')}
            onConfirm={() => send()}
          >
            <p>{t('requestForm.confirmSend.body')}</p>
          </ConfirmDialog>
          <ConfirmDialog
            isOpen={dialog === 'clear'}
            onOpenChange={(isOpen) => !isOpen && setDialog(null)}
            title={t('requestForm.confirmClear.title')}
            confirmLabel={t('requestForm.confirmClear.confirm')}
            isDestructive
            onConfirm={clearDraft}
          >
            <p>{t('requestForm.confirmClear.body')}</p>
          </ConfirmDialog>
        </Form>
      </RequestReadOnlyContext>
    </FormProvider>
  );
};
