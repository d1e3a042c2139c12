import {
  type CreateConferenceInput,
  createConferenceInputSchema,
  idSchema,
  isoDateSchema,
  labelsIn,
  MEETING_PICKER_PAGE_SIZE,
  type Request,
  TIME_ZONE,
  toRomeDay,
} from '@cet-portal/api-client';
import { Button, ConfirmDialog, DataTable, type DataTableColumn, Pagination } from '@cet-portal/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { parseDate, toZoned } from '@internationalized/date';
import { useId, useRef, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { z } from 'zod';
import { FORMS_NAMESPACE } from '../i18n/namespace';
import { Form } from '../internal/errorSummary';
import { FailureNotice, focusFirstInvalid, SuccessNotice, useCallbackRunner } from '../internal/feedback';
import { FormDatePicker, FormTextArea, FormTextField } from '../internal/fields';
import { ButtonRow, FieldError, FieldGrid, FullRow, Subheading, VisuallyHidden } from '../internal/layout';
import { useAsyncOptions } from '../internal/useAsyncOptions';
import { useDirtyReport } from '../internal/useDirtyReport';
import { formErrorMap } from '../validators/messages';
import { RequestDetailModal } from './RequestDetailModal';

const contract = createConferenceInputSchema.shape;

/**
 * The contract's new meeting with days in place of instants, as the date pickers give them:
 * subject, agenda, start date and at least one request required, the end not before the start.
 */
export const newMeetingSchema = z
  .object({
    subject: contract.subject,
    agenda: contract.agenda,
    startDate: isoDateSchema.nullable().refine((day) => day !== null, { message: 'required-field' }),
    endDate: isoDateSchema.nullable(),
    requestIds: z.array(idSchema).min(1, { message: 'required-field' }),
  })
  .superRefine((values, context) => {
    if (values.startDate && values.endDate && values.endDate < values.startDate) {
      context.addIssue({ code: 'custom', message: 'date-order-invalid', path: ['endDate'] });
    }
  });

type NewMeetingValues = z.input<typeof newMeetingSchema>;

/** The start of a day on the committee's calendar, as the instant the contract wants. */
const startOfDay = (day: string) => toZoned(parseDate(day), TIME_ZONE).toAbsoluteString();

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

export interface NewMeetingFormProps {
  /** Loads the SUBMITTED requests not yet in a meeting (`POST /conference/availableRequests`, no limit). */
  loadAvailableRequests: () => Promise<readonly Request[]>;
  /** Creates the meeting (`PUT /conference`); the app then goes to /conferenceList. */
  onCreate: (input: CreateConferenceInput) => Promise<void>;
  /**
   * Told whether the form holds values the user typed or chose and has not created yet, e.g. so
   * that the app asks before the page is left. @default undefined
   */
  onDirtyChange?: (isDirty: boolean) => void;
  /**
   * An existing meeting to edit, not yet opened: the form starts from its values, and `onCreate`
   * receives the whole meeting as it should be saved ('Salva modifiche'). `loadAvailableRequests`
   * must then include the meeting's own requests. @default undefined
   */
  meeting?: MeetingStart;
}

/** The values of a meeting being edited: instants as the contract carries them. */
export interface MeetingStart {
  subject: string;
  agenda: string;
  startDate: string;
  endDate: string | null;
  requestIds: readonly string[];
}

/**
 * A new meeting (/newConference): subject, dates and agenda, and the forwarded requests to review,
 * picked from a table of 5 rows per page into the selected list, each with its details in a modal.
 * Creation asks for confirmation first.
 */
export const NewMeetingForm = ({
  loadAvailableRequests,
  onCreate,
  onDirtyChange,
  meeting,
}: NewMeetingFormProps) => {
  const { t, i18n } = useTranslation(FORMS_NAMESPACE);
  const labels = labelsIn(i18n.language);
  const identifierOf = (request: Request) => String(request.identifier ?? labels.noIdentifier);
  const availableHeadingId = useId();
  const selectedHeadingId = useId();
  const selectedHeadingRef = useRef<HTMLHeadingElement>(null);
  const availableHeadingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [page, setPage] = useState(1);
  const [detail, setDetail] = useState<Request | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [isCreated, setCreated] = useState(false);
  const { run, pending, failure } = useCallbackRunner();
  const available = useAsyncOptions('available', loadAvailableRequests);
  const { control, handleSubmit, getValues, formState } = useForm<NewMeetingValues>({
    defaultValues: meeting
      ? {
          subject: meeting.subject,
          agenda: meeting.agenda,
          startDate: toRomeDay(meeting.startDate),
          endDate: meeting.endDate ? toRomeDay(meeting.endDate) : null,
          requestIds: [...meeting.requestIds],
        }
      : { subject: '', agenda: '', startDate: null, endDate: null, requestIds: [] },
    resolver: zodResolver(newMeetingSchema, { error: formErrorMap }),
    mode: 'onTouched',
  });
  const { field: selection, fieldState: selectionState } = useController({ control, name: 'requestIds' });
  const { isDirty } = formState;
  useDirtyReport(isDirty, onDirtyChange);

  const selectedIds = new Set(selection.value);
  const selected = available.items.filter((request) => selectedIds.has(request._id));
  const candidates = available.items.filter((request) => !selectedIds.has(request._id));
  const pageCount = Math.max(1, Math.ceil(candidates.length / MEETING_PICKER_PAGE_SIZE));
  const currentPage = Math.min(page, pageCount);
  const pageRows = candidates.slice(
    (currentPage - 1) * MEETING_PICKER_PAGE_SIZE,
    currentPage * MEETING_PICKER_PAGE_SIZE,
  );

  // The row leaves the table it was in: focus goes to the heading of the list it joined, and the move is announced.
  const add = (request: Request) => {
    selection.onChange([...selection.value, request._id]);
    setAnnouncement(t('newMeetingForm.added', { identifier: identifierOf(request) }));
    selectedHeadingRef.current?.focus();
  };
  const remove = (request: Request) => {
    selection.onChange(selection.value.filter((id) => id !== request._id));
    setAnnouncement(t('newMeetingForm.removed', { identifier: identifierOf(request) }));
    availableHeadingRef.current?.focus();
  };

  const columns: DataTableColumn<Request>[] = [
    { id: 'identifier', header: t('newMeetingForm.columns.identifier'), accessor: identifierOf, width: 140 },
    // The spec's picker shows the type's code only, cut to 2 characters; the details show its name.
    {
      id: 'type',
      header: t('newMeetingForm.columns.type'),
      accessor: (request) => request.type?.slice(0, 2),
      width: 80,
    },
    { id: 'subject', header: t('newMeetingForm.columns.subject'), accessor: (request) => request.subject },
    {
      id: 'studyTitle',
      header: t('newMeetingForm.columns.studyTitle'),
      accessor: (request) => request.studyTitle,
    },
  ];
  const detailButton = (request: Request) => (
    <Button
      variant="link"
      aria-label={t('newMeetingForm.actions.detailLabel', { identifier: identifierOf(request) })}
      onPress={() => setDetail(request)}
    >
      {t('newMeetingForm.actions.detail')}
    </Button>
  );

  // Editing says 'Salva modifiche' where creating says 'Crea riunione'.
  const texts = meeting
    ? {
        submit: 'newMeetingForm.edit.submit',
        title: 'newMeetingForm.edit.confirm.title',
        confirm: 'newMeetingForm.edit.confirm.confirm',
        body: 'newMeetingForm.edit.confirm.body',
        done: 'newMeetingForm.edit.saved',
        failed: 'newMeetingForm.edit.failed',
      }
    : {
        submit: 'newMeetingForm.submit',
        title: 'newMeetingForm.confirm.title',
        confirm: 'newMeetingForm.confirm.confirm',
        body: 'newMeetingForm.confirm.body',
        done: 'newMeetingForm.created',
        failed: 'newMeetingForm.failed',
      };

  const askToCreate = handleSubmit(
    () => setConfirming(true),
    () => focusFirstInvalid(formRef.current),
  );

  const create = async () => {
    const values = getValues();
    const input = createConferenceInputSchema.parse({
      subject: values.subject,
      agenda: values.agenda,
      startDate: startOfDay(values.startDate ?? ''),
      endDate: values.endDate ? startOfDay(values.endDate) : null,
      requestsUsers: values.requestIds.map((request) => ({ request })),
    });
    setCreated(await run(texts.failed, () => onCreate(input)));
  };

  return (
    <Form control={control} ref={formRef} noValidate onSubmit={askToCreate}>
      <FieldGrid>
        <FullRow>
          <FormTextField control={control} name="subject" label={t('newMeetingForm.subject')} isRequired />
        </FullRow>
        <FormDatePicker control={control} name="startDate" label={t('newMeetingForm.startDate')} isRequired />
        <FormDatePicker control={control} name="endDate" label={t('newMeetingForm.endDate')} />
        <FullRow>
          <FormTextArea control={control} name="agenda" label={t('newMeetingForm.agenda')} isRequired />
        </FullRow>
      </FieldGrid>
      <Section aria-labelledby={availableHeadingId}>
        {/* The form sits right under the page's h1: its sections are h2, so no level is skipped. */}
        <Subheading as="h2" id={availableHeadingId} ref={availableHeadingRef} tabIndex={-1}>
          {t('newMeetingForm.available')}
        </Subheading>
        <DataTable
          caption={t('newMeetingForm.available')}
          columns={columns}
          rows={pageRows}
          getRowId={(request) => request._id}
          isLoading={available.isLoading}
          emptyMessage={t('newMeetingForm.emptyAvailable')}
          errorMessage={available.hasFailed ? t('newMeetingForm.loadFailed') : undefined}
          onRetry={available.retry}
          renderActions={(request) => (
            <>
              {detailButton(request)}
              <Button
                variant="secondary"
                aria-label={t('newMeetingForm.actions.addLabel', { identifier: identifierOf(request) })}
                onPress={() => add(request)}
              >
                {t('newMeetingForm.actions.add')}
              </Button>
            </>
          )}
        />
        <Pagination
          label={t('newMeetingForm.paginationLabel')}
          page={currentPage}
          pageSize={MEETING_PICKER_PAGE_SIZE}
          total={candidates.length}
          onPageChange={setPage}
        />
      </Section>
      <Section aria-labelledby={selectedHeadingId}>
        <Subheading as="h2" id={selectedHeadingId} ref={selectedHeadingRef} tabIndex={-1}>
          {t('newMeetingForm.selected')} ({selected.length})
        </Subheading>
        <DataTable
          caption={t('newMeetingForm.selected')}
          columns={columns}
          rows={selected}
          getRowId={(request) => request._id}
          emptyMessage={t('newMeetingForm.emptySelected')}
          renderActions={(request) => (
            <>
              {detailButton(request)}
              <Button
                variant="secondary"
                aria-label={t('newMeetingForm.actions.removeLabel', { identifier: identifierOf(request) })}
                onPress={() => remove(request)}
              >
                {t('newMeetingForm.actions.remove')}
              </Button>
            </>
          )}
        />
        {selectionState.error && <FieldError role="alert">{t('newMeetingForm.selectAtLeastOne')}</FieldError>}
        <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      </Section>
      <FailureNotice failure={failure} />
      <SuccessNotice message={isCreated ? t(texts.done) : null} />
      <ButtonRow>
        <Button type="submit" isDisabled={pending !== null}>
          {t(texts.submit)}
        </Button>
      </ButtonRow>
      <RequestDetailModal request={detail} onClose={() => setDetail(null)} />
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={setConfirming}
        title={t(texts.title)}
        confirmLabel={t(texts.confirm)}
        onConfirm={create}
      >
        <p>{t(texts.body, { subject: getValues('subject'), count: selection.value.length })}</p>
      </ConfirmDialog>
    </Form>
  );
};
