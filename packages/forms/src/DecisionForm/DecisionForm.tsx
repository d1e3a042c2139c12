import {
  commentTextSchema,
  type DecideRequestInput,
  decideRequestInputSchema,
  INTEGRATION_DEADLINE_DAYS,
  labelsIn,
  type Request,
  SEG_DECISION_DEFAULT_STATE,
  SEG_DECISION_STATES,
  TEXT_LIMITS,
} from '@cet-portal/api-client';
import { Button, ConfirmDialog } from '@cet-portal/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FORMS_NAMESPACE } from '../i18n/namespace';
import { Form } from '../internal/errorSummary';
import { FailureNotice, SuccessNotice, useCallbackRunner } from '../internal/feedback';
import { FormRadioGroup, FormTextArea } from '../internal/fields';
import { ButtonRow, MutedText, Notice, SectionHeading } from '../internal/layout';
import { useDirtyReport } from '../internal/useDirtyReport';
import { useFormIssues } from '../internal/useIsValid';
import { formErrorMap } from '../validators/messages';

/**
 * The contract's decision input with the form's rule on top: the secretariat writes a comment
 * whatever it decides ("SEG decision form needs both status and comment", section 5).
 */
export const decisionFormSchema = decideRequestInputSchema.safeExtend({
  comment: commentTextSchema.min(1, { message: 'required-field' }),
});

type DecisionValues = z.input<typeof decisionFormSchema>;

export interface DecisionFormProps {
  /**
   * The request decided on: its id and the `updated` last seen (a stale one gets 409). Each decision
   * sends the `updated` passed at that moment, so a request read again after a 409 needs no remount.
   */
  request: Pick<Request, '_id' | 'updated'> & Partial<Pick<Request, 'identifier' | 'subject'>>;
  /** Records the decision (`POST /request/decide`); the app then goes to the in-progress list. */
  onDecide: (input: DecideRequestInput) => Promise<void>;
  /** Heading level of the form's title, to fit the page's outline. @default 2 */
  headingLevel?: 2 | 3;
  /** Told whether the form holds a choice or comment not yet recorded, e.g. to ask before leaving. @default undefined */
  onDirtyChange?: (isDirty: boolean) => void;
}

/**
 * The secretariat's decision on a PENDING or TO_INTEGRATE request: 'Inoltra', 'Rifiuta' or
 * 'Richiedi integrazione' (the default) with their meanings, a required comment, and the 180-day
 * notice when integration is asked for.
 */
export const DecisionForm = ({ request, onDecide, headingLevel = 2, onDirtyChange }: DecisionFormProps) => {
  const { t, i18n } = useTranslation(FORMS_NAMESPACE);
  const labels = labelsIn(i18n.language);
  const headingId = useId();
  const blockedId = useId();
  const [isSaved, setSaved] = useState(false);
  // The decision is a final act: it is recorded only after the dialog naming request and outcome.
  const [confirming, setConfirming] = useState<DecideRequestInput | null>(null);
  const { run, pending, failure } = useCallbackRunner();
  const { control, handleSubmit, formState, reset } = useForm<DecisionValues, unknown, DecideRequestInput>({
    defaultValues: {
      _id: request._id,
      updated: request.updated,
      state: SEG_DECISION_DEFAULT_STATE,
      comment: '',
    },
    resolver: zodResolver(decisionFormSchema, { error: formErrorMap }),
    mode: 'onTouched',
  });
  const state = useWatch({ control, name: 'state' });
  const [issue] = useFormIssues(control, decisionFormSchema);
  const isValid = issue === undefined;
  // A disabled button says why beside it, from the schema's own verdict. The outcome always holds a
  // choice (it starts on 'Richiedi integrazione' and a radio cannot be cleared), so only the comment
  // can hold it back: missing, or over its limit.
  const blocked =
    issue === undefined
      ? null
      : issue.code === 'too_big'
        ? t('decisionForm.blocked.commentTooLong', { max: TEXT_LIMITS.comment.toLocaleString(i18n.language) })
        : t('decisionForm.blocked.comment');
  const { isDirty } = formState;
  useDirtyReport(isDirty, onDirtyChange);

  const decide = handleSubmit((input) => {
    setSaved(false);
    setConfirming(input);
  });
  const record = async () => {
    if (!confirming) return;
    // The version is read from the props at each submit, not from the form's first values: after a
    // stale version (409) the app reads the request again, and the next decision carries that one.
    const decision = { ...confirming, _id: request._id, updated: request.updated };
    const done = await run('decisionForm.failed', () => onDecide(decision));
    setSaved(done);
    if (done) reset(confirming);
  };
  const requestName = [request.identifier ?? labels.noIdentifier, request.subject]
    .filter(Boolean)
    .join(' – ');

  return (
    <Form control={control} aria-labelledby={headingId} noValidate onSubmit={decide}>
      <SectionHeading as={`h${headingLevel}`} id={headingId}>
        {t('decisionForm.heading')}
      </SectionHeading>
      <FormRadioGroup
        control={control}
        name="state"
        label={t('decisionForm.decision')}
        isRequired
        options={SEG_DECISION_STATES.map((value) => ({
          value,
          label: t(`decisionForm.options.${value}.label`),
          description: t(`decisionForm.options.${value}.description`),
        }))}
      />
      <FormTextArea control={control} name="comment" label={t('decisionForm.comment')} isRequired />
      {state === 'TO_INTEGRATE' && (
        <Notice $tone="info">
          <p>{t('decisionForm.deadline', { days: INTEGRATION_DEADLINE_DAYS })}</p>
        </Notice>
      )}
      <FailureNotice failure={failure} />
      <SuccessNotice message={isSaved ? t('decisionForm.saved') : null} />
      <ButtonRow>
        <Button
          type="submit"
          isDisabled={pending !== null || !isValid}
          aria-describedby={blocked ? blockedId : undefined}
        >
          {t('decisionForm.submit')}
        </Button>
        {blocked && <MutedText id={blockedId}>{blocked}</MutedText>}
      </ButtonRow>
      <ConfirmDialog
        isOpen={confirming !== null}
        onOpenChange={(isOpen) => !isOpen && setConfirming(null)}
        title={t('decisionForm.confirm.title')}
        confirmLabel={t('decisionForm.submit')}
        onConfirm={record}
      >
        <p>
          {t('decisionForm.confirm.body', {
            request: requestName,
            outcome: confirming ? t(`decisionForm.options.${confirming.state}.label`) : '',
          })}
        </p>
        <p>{t('decisionForm.confirm.warning')}</p>
      </ConfirmDialog>
    </Form>
  );
};
