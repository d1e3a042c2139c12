import { REQUEST_TYPES, type RequestAttachment, type RequestType } from '@cet-portal/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FORMS_NAMESPACE } from '../i18n/namespace';
import { focusFirstInvalid, useCallbackRunner } from '../internal/feedback';
import { formErrorMap } from '../validators/messages';
import type { RequestFormProps } from './RequestForm';
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
  requestDraftSchema,
  requestSendSchema,
  stepOfField,
  toRequestPayload,
} from './requestFormSchema';

type Dialog = 'send' | 'clear' | null;
type Status = 'draftSaved' | 'draftCleared' | 'sent' | null;

/**
 * The request form's wizard: the values and their validation, the step shown, the draft merged
 * step by step and handed to the app, the dialogs and what each button does. `RequestForm` only
 * lays it out; a test or another layout can drive the same wizard.
 */
export const useRequestWizard = ({
  request = null,
  company = null,
  draft = null,
  onDraftChange,
  requestConfigs,
  requestTypes = REQUEST_TYPES,
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
  const refusalId = useId();
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
  // The values live in the form alone: the draft is the form's values of the fields the user has
  // touched (merged step by step), and the app only persists what `onDraftChange` gives it. This
  // remembers which fields those are, never their values.
  const draftFields = useRef(new Set(Object.keys(pickRequestFields(draft ?? {})) as RequestFormField[]));
  // The latest callback: a save may move the app to another address (a new request gets its id)
  // before the draft is handed back, and it must reach the draft of that address.
  const draftChange = useRef(onDraftChange);
  useEffect(() => {
    draftChange.current = onDraftChange;
  });
  // Said once, on the form the draft was laid over: the user sees that the typed values came back.
  const [isDraftRestored] = useState(() => !isReadOnly && draftFields.current.size > 0);

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

  const currentDraft = (): RequestDraft => {
    const latest = getValues();
    return Object.fromEntries([...draftFields.current].map((field) => [field, latest[field]]));
  };

  const mergeDraft = (fields: readonly RequestFormField[]) => {
    for (const field of fields) draftFields.current.add(field);
    draftChange.current?.(currentDraft());
  };

  const forgetDraft = () => {
    draftFields.current.clear();
    draftChange.current?.(null);
  };

  /**
   * Runs what hands the values to the server (save, send, clear). The draft is given up first, so
   * that the app leaves the page (to the request, or to its new address) with nothing unsaved left
   * to ask about; if the action fails, the draft is handed back whole and nothing typed is lost.
   */
  const settleDraft = async (messageKey: string, action: () => Promise<void> | void) => {
    const kept = [...draftFields.current];
    forgetDraft();
    const isDone = await run(messageKey, action);
    if (!isDone) mergeDraft(kept);
    return isDone;
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
    // Saved, the draft has nothing the server lacks; unsaved, it keeps every field.
    for (const field of Object.keys(getValues()) as RequestFormField[]) draftFields.current.add(field);
    if (await settleDraft('requestForm.errors.saveDraft', () => onSaveDraft(toRequestPayload(getValues())))) {
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
      // Every field is the draft's until the send succeeds: if it fails (a stale version reloaded),
      // nothing typed is lost.
      for (const field of Object.keys(valid) as RequestFormField[]) draftFields.current.add(field);
      if (await settleDraft('requestForm.errors.send', () => onSend(toRequestPayload(valid)))) {
        setStatus('sent');
      }
    },
    () => showErrors('requestForm.errors.fixBeforeSending'),
  );

  const clearDraft = async () => {
    setStatus(null);
    if (await settleDraft('requestForm.errors.clearDraft', () => onClearDraft?.())) {
      reset(initialRequestValues(request, company, null));
      setDropped([]);
      goTo(0);
      setStatus('draftCleared');
    }
  };

  return {
    /** The form's state, for `FormProvider`, and its element, searched for the first invalid field. */
    form: { methods, ref: formRef },
    /** The step shown, the steps holding an error, and the moves; a move focuses the heading. */
    steps: { index: step, current, errorStepIds, headingRef, next, back },
    /** The draft: whether one was laid over the form, what changes it, its save and its clear. */
    draft: {
      isRestored: isDraftRestored,
      dropped,
      merge: mergeDraft,
      changeType,
      save: saveDraft,
      askToClear: () => setDialog('clear'),
      clear: clearDraft,
    },
    /** The send: what it still lacks (listed in the element `missingId`), asked, then confirmed. */
    sending: { missingLabels, missingId, refusalId, ask: askToSend, confirm: send },
    /** What the last action gave: a success, a failure, or that it still runs. */
    outcome: { status, failure, isBusy },
    /** The confirmation shown, if any. */
    dialog: { shown: dialog, close: () => setDialog(null) },
    downloadTemplate,
  };
};

/** What the request form's view lays out: the wizard's state and actions, grouped by concern. */
export type RequestWizard = ReturnType<typeof useRequestWizard>;
