import {
  commentTextSchema,
  type ExtendDeadlineInput,
  formatDate,
  MAX_DEADLINE_EXTENSION_DAYS,
  type Request,
} from '@cet-portal/api-client';
import { Button } from '@cet-portal/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FORMS_NAMESPACE } from '../i18n/namespace';
import { Form } from '../internal/errorSummary';
import { FailureNotice, SuccessNotice, useCallbackRunner } from '../internal/feedback';
import { FormTextArea, FormTextField } from '../internal/fields';
import { ButtonRow, SectionHeading } from '../internal/layout';
import { formErrorMap } from '../validators/messages';

/** The days typed as text (1 to 365), and the reason the contract requires. */
export const extendDeadlineFormSchema = z.object({
  days: z
    .string()
    .trim()
    .regex(/^[1-9]\d*$/, { message: 'extension-days-invalid' })
    .refine((days) => Number(days) <= MAX_DEADLINE_EXTENSION_DAYS, { message: 'extension-days-invalid' }),
  reason: commentTextSchema.min(1, { message: 'required-field' }),
});

type ExtendDeadlineValues = z.input<typeof extendDeadlineFormSchema>;

export interface ExtendDeadlineFormProps {
  /** The request whose due date is extended, with the `updated` last seen (a stale one gets 409). */
  request: Pick<Request, '_id' | 'updated' | 'integrationDue' | 'integrationLapsed'>;
  /** Records the extension (`POST /request/extendDeadline`). */
  onExtend: (input: ExtendDeadlineInput) => Promise<void>;
  /** Heading level of the form's title, to fit the page's outline. @default 2 */
  headingLevel?: 2 | 3;
}

/**
 * The secretariat extends the applicant's integration due date by some days, with a reason the
 * applicant reads in the comments; after the due date passed, the extension runs from today.
 */
export const ExtendDeadlineForm = ({ request, onExtend, headingLevel = 2 }: ExtendDeadlineFormProps) => {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const headingId = useId();
  const [isSaved, setSaved] = useState(false);
  const { run, pending, failure } = useCallbackRunner();
  const { control, handleSubmit } = useForm<ExtendDeadlineValues>({
    defaultValues: { days: '', reason: '' },
    resolver: zodResolver(extendDeadlineFormSchema, { error: formErrorMap }),
    mode: 'onTouched',
  });
  const due = request.integrationDue ? formatDate(request.integrationDue) : '';

  const extend = handleSubmit(async ({ days, reason }) => {
    setSaved(false);
    const input = { _id: request._id, updated: request.updated, days: Number(days), reason };
    setSaved(await run('extendDeadlineForm.failed', () => onExtend(input)));
  });

  return (
    <Form control={control} aria-labelledby={headingId} noValidate onSubmit={extend}>
      <SectionHeading as={`h${headingLevel}`} id={headingId}>
        {t('extendDeadlineForm.heading')}
      </SectionHeading>
      {due && (
        <p>
          {request.integrationLapsed
            ? t('extendDeadlineForm.lapsed', { date: due })
            : t('extendDeadlineForm.current', { date: due })}
        </p>
      )}
      <FormTextField
        control={control}
        name="days"
        label={t('extendDeadlineForm.days')}
        description={t('extendDeadlineForm.daysHint', { max: MAX_DEADLINE_EXTENSION_DAYS })}
        inputMode="numeric"
        isRequired
      />
      <FormTextArea
        control={control}
        name="reason"
        label={t('extendDeadlineForm.reason')}
        description={t('extendDeadlineForm.reasonHint')}
        isRequired
      />
      <FailureNotice failure={failure} />
      <SuccessNotice message={isSaved ? t('extendDeadlineForm.saved') : null} />
      <ButtonRow>
        <Button type="submit" isDisabled={pending !== null}>
          {t('extendDeadlineForm.submit')}
        </Button>
      </ButtonRow>
    </Form>
  );
};
