import {
  ACCEPTED_DOCUMENT_EXTENSIONS,
  type Conference,
  type ConferenceRequest,
  commentTextSchema,
  type DocumentRef,
  documentRefSchema,
  isCommentRequired,
  labelsIn,
  MEETING_DECISION_STATES,
  type MeetingDecisionInput,
  type MeetingDecisionState,
  meetingDecisionInputSchema,
  type Request,
  type UpdateConferenceInput,
  updateConferenceInputSchema,
} from '@cet-portal/api-client';
import { Button, ConfirmDialog, FileUpload } from '@cet-portal/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FORMS_NAMESPACE } from '../i18n/namespace';
import { Form } from '../internal/errorSummary';
import { FailureNotice, SuccessNotice, useCallbackRunner } from '../internal/feedback';
import { FormRadioGroup, FormTextArea } from '../internal/fields';
import { ButtonRow, FieldError, MutedText } from '../internal/layout';
import { useDirtyReport } from '../internal/useDirtyReport';
import { useIsValid } from '../internal/useIsValid';
import { formErrorMap } from '../validators/messages';

/**
 * A request's review in an open meeting (meetings-and-administration, section 5): a report needs
 * its summary and its file, and so does an ACCEPTED or REJECTED_CER outcome; TO_INTEGRATE_CER needs
 * a comment for the applicant instead, unless the request is a clone.
 */
export const meetingReviewSchema = (isClone: boolean) =>
  z
    .object({
      report: commentTextSchema,
      reportFile: documentRefSchema.nullable(),
      omissisFile: documentRefSchema.nullable(),
      state: z.enum(MEETING_DECISION_STATES).nullable(),
      comment: commentTextSchema,
    })
    .superRefine((values, context) => {
      if (values.state !== 'TO_INTEGRATE_CER') {
        if (!values.report) context.addIssue({ code: 'custom', message: 'required-field', path: ['report'] });
        if (!values.reportFile) {
          context.addIssue({ code: 'custom', message: 'report-file-required', path: ['reportFile'] });
        }
      }
      if (values.state && isCommentRequired('meetingDecision', values.state) && !isClone && !values.comment) {
        context.addIssue({ code: 'custom', message: 'required-field', path: ['comment'] });
      }
    });

type ReviewValues = z.input<ReturnType<typeof meetingReviewSchema>>;

/** What `onSave` receives: the meeting's changes and the decision, each null when there is none. */
export interface MeetingReview {
  /** `PATCH /conference`: the report's summary, its file and the omissis file that changed. */
  update: UpdateConferenceInput | null;
  /** The outcome chosen, when it differs from the request's state. */
  decision: MeetingDecisionInput | null;
}

export interface MeetingReviewFormProps {
  /** The open meeting: its id and the `updated` last seen. */
  meeting: Pick<Conference, '_id' | 'updated'>;
  /** The request reviewed, with the `updated` last seen (a stale one gets 409). */
  request: ConferenceRequest & Pick<Request, 'updated'>;
  /** The report's summary already saved. @default '' */
  report?: string;
  /** The report's file already saved. @default null */
  reportFile?: DocumentRef | null;
  /** The omissis file already saved. @default null */
  omissisFile?: DocumentRef | null;
  /** Whether the omissis attachment is offered (the secretariat, while the meeting is open). @default false */
  canUploadOmissis?: boolean;
  /** Uploads a file (`PUT /document`) and gives back the stored document. */
  uploadFile: (file: File) => Promise<DocumentRef>;
  /** Saves the review: the app sends `update` (`PATCH /conference`) and `decision` (`POST /conference/decide`). */
  onSave: (review: MeetingReview) => Promise<void>;
  /** Told whether the form holds changes not saved yet, e.g. to ask before leaving. @default undefined */
  onDirtyChange?: (isDirty: boolean) => void;
}

const isDecision = (state: string): state is MeetingDecisionState =>
  (MEETING_DECISION_STATES as readonly string[]).includes(state);

/**
 * One request's review in an open meeting: the report's summary and file, the omissis file for the
 * secretariat, and the outcome (not offered for a cloned request). The button says what it does
 * ('Salva relazione', 'Invia richiesta di integrazione') and stays disabled until the rules hold.
 */
export const MeetingReviewForm = ({
  meeting,
  request,
  report = '',
  reportFile = null,
  omissisFile = null,
  canUploadOmissis = false,
  uploadFile,
  onSave,
  onDirtyChange,
}: MeetingReviewFormProps) => {
  const { t, i18n } = useTranslation(FORMS_NAMESPACE);
  const labels = labelsIn(i18n.language);
  const [isSaved, setSaved] = useState(false);
  const { run, pending, failure } = useCallbackRunner();
  const schema = useMemo(() => meetingReviewSchema(request.isClone), [request.isClone]);
  const { control, handleSubmit, formState, reset, setValue } = useForm<ReviewValues>({
    defaultValues: {
      report,
      reportFile,
      omissisFile,
      state: isDecision(request.state) ? request.state : null,
      comment: '',
    },
    resolver: zodResolver(schema, { error: formErrorMap }),
    mode: 'all',
  });
  const state = useWatch({ control, name: 'state' });
  const isValid = useIsValid(control, schema);
  // Read on every render, never behind `!isValid ||`: react-hook-form tracks isDirty only once it
  // has been read, so a value that made the form valid in one change (a paste) found it stale.
  const { isDirty } = formState;
  useDirtyReport(isDirty, onDirtyChange);
  // A decision is a final act: it is sent only after the dialog naming the request and the outcome.
  const [confirming, setConfirming] = useState<{ values: ReviewValues; review: MeetingReview } | null>(null);
  const { field: reportFileField, fieldState: reportFileState } = useController({
    control,
    name: 'reportFile',
  });
  const { field: omissisField } = useController({ control, name: 'omissisFile' });
  const isIntegration = state === 'TO_INTEGRATE_CER';
  // A file arrives after an await: setValue validates it at once, so the button follows.
  const setFile = (name: 'reportFile' | 'omissisFile', file: DocumentRef | null) =>
    setValue(name, file, { shouldDirty: true, shouldTouch: true, shouldValidate: true });

  const save = handleSubmit(async (values) => {
    const saved = formState.defaultValues;
    const changes = {
      ...(values.report !== saved?.report && { comment: { request: request._id, body: values.report } }),
      ...(values.reportFile &&
        values.reportFile._id !== saved?.reportFile?._id && {
          documents: { request: request._id, file: values.reportFile._id },
        }),
      ...(values.omissisFile &&
        values.omissisFile._id !== saved?.omissisFile?._id && {
          omissisDocuments: { request: request._id, file: values.omissisFile._id },
        }),
    };
    const review: MeetingReview = {
      update:
        Object.keys(changes).length > 0
          ? updateConferenceInputSchema.parse({ _id: meeting._id, updated: meeting.updated, ...changes })
          : null,
      decision:
        values.state && values.state !== request.state
          ? meetingDecisionInputSchema.parse({
              _id: meeting._id,
              request: request._id,
              updated: request.updated,
              state: values.state,
              ...(values.comment && { comment: values.comment }),
            })
          : null,
    };
    setSaved(false);
    if (review.decision) setConfirming({ values, review });
    else await send(values, review);
  });

  const send = async (values: ReviewValues, review: MeetingReview) => {
    if (await run('meetingReviewForm.failed', () => onSave(review))) {
      // What is saved becomes the new starting point: the button waits for the next change.
      reset(values);
      setSaved(true);
    }
  };
  const requestName = `${request.identifier ?? labels.noIdentifier} – ${request.subject}`;

  return (
    <Form
      control={control}
      aria-label={t('meetingReviewForm.label', { identifier: request.identifier ?? labels.noIdentifier })}
      noValidate
      onSubmit={save}
    >
      <FormTextArea
        control={control}
        name="report"
        label={t('meetingReviewForm.report')}
        isRequired={!isIntegration}
      />
      <div>
        <FileUpload
          acceptedFileTypes={ACCEPTED_DOCUMENT_EXTENSIONS}
          label={t('meetingReviewForm.reportFile')}
          currentFileName={reportFileField.value?.fileName}
          onUpload={async (file) => setFile('reportFile', await uploadFile(file))}
          onRemove={() => setFile('reportFile', null)}
        />
        {reportFileState.error?.message && <FieldError>{t(reportFileState.error.message)}</FieldError>}
      </div>
      {canUploadOmissis && (
        <FileUpload
          acceptedFileTypes={ACCEPTED_DOCUMENT_EXTENSIONS}
          label={t('meetingReviewForm.omissisFile')}
          currentFileName={omissisField.value?.fileName}
          onUpload={async (file) => setFile('omissisFile', await uploadFile(file))}
          onRemove={() => setFile('omissisFile', null)}
        />
      )}
      {request.isClone ? (
        <MutedText>{t('meetingReviewForm.clone')}</MutedText>
      ) : (
        <FormRadioGroup
          control={control}
          name="state"
          label={t('meetingReviewForm.outcome')}
          orientation="horizontal"
          options={MEETING_DECISION_STATES.map((value) => ({ value, label: labels.meetingDecisions[value] }))}
        />
      )}
      {isIntegration && !request.isClone && (
        <FormTextArea control={control} name="comment" label={t('meetingReviewForm.comment')} isRequired />
      )}
      <MutedText>
        {isIntegration ? t('meetingReviewForm.needs.integration') : t('meetingReviewForm.needs.report')}
      </MutedText>
      <FailureNotice failure={failure} />
      <SuccessNotice message={isSaved ? t('meetingReviewForm.saved') : null} />
      <ButtonRow>
        <Button type="submit" isDisabled={pending !== null || !isValid || !isDirty}>
          {isIntegration ? t('meetingReviewForm.sendIntegration') : t('meetingReviewForm.saveReport')}
        </Button>
      </ButtonRow>
      <ConfirmDialog
        isOpen={confirming !== null}
        onOpenChange={(isOpen) => !isOpen && setConfirming(null)}
        title={t('meetingReviewForm.confirm.title')}
        confirmLabel={
          isIntegration ? t('meetingReviewForm.sendIntegration') : t('meetingReviewForm.saveReport')
        }
        onConfirm={() => (confirming ? send(confirming.values, confirming.review) : undefined)}
      >
        <p>
          {t('meetingReviewForm.confirm.body', {
            request: requestName,
            outcome: confirming?.review.decision
              ? labels.meetingDecisions[confirming.review.decision.state]
              : '',
          })}
        </p>
        <p>{t('meetingReviewForm.confirm.warning')}</p>
      </ConfirmDialog>
    </Form>
  );
};
