import {
  ACCEPTED_DOCUMENT_EXTENSIONS,
  type CreateRequestConfigInput,
  createRequestConfigInputSchema,
  DEFAULT_INTEGRATION_LIMIT_DAYS,
  type DocumentRef,
  documentFieldSchema,
  documentTypeLabelSchema,
  labelsIn,
  MAX_INTEGRATION_LIMIT_DAYS,
  REQUEST_TYPES,
  type RequestConfig,
  type RequestType,
  requestTypeLabel,
  requestTypeSchema,
  type UpdateRequestConfigInput,
  updateRequestConfigInputSchema,
} from '@cet-portal/api-client';
import { Button, FileUpload } from '@cet-portal/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled, { css, keyframes } from 'styled-components';
import { z } from 'zod';
import { FORMS_NAMESPACE } from '../i18n/namespace';
import { Form } from '../internal/errorSummary';
import { FailureNotice, SuccessNotice, useCallbackRunner } from '../internal/feedback';
import { FormCheckbox, FormSelect, FormTextField } from '../internal/fields';
import { ButtonRow, FieldError, MutedText, Subheading, VisuallyHidden } from '../internal/layout';
import { useDirtyReport } from '../internal/useDirtyReport';
import { useIsValid } from '../internal/useIsValid';
import { formErrorMap } from '../validators/messages';

/** How long a deleted card takes to shrink away (meetings-and-administration, section 9). */
export const DELETE_ANIMATION_MS = 400;

/**
 * The type panel's values: a type and its document fields, each with label, required flag and
 * template (section 5: "label, required and template each required per field"), labels unique.
 * `templateName` is the template's file name, shown in place of its id.
 */
export const requestTypeFieldsSchema = z
  .object({
    requestType: requestTypeSchema.nullable().refine((type) => type !== null, { message: 'required-field' }),
    /** Typed as text; the contract bounds it (1 to 730 days). */
    integrationLimitDays: z
      .string()
      .trim()
      .regex(/^[1-9]\d*$/, { message: 'integration-limit-invalid' })
      .refine((days) => Number(days) <= MAX_INTEGRATION_LIMIT_DAYS, { message: 'integration-limit-invalid' }),
    fields: z
      .array(
        documentFieldSchema.extend({
          label: documentTypeLabelSchema,
          template: z.string().min(1, { message: 'template-required' }),
          templateName: z.string(),
        }),
      )
      .max(50),
  })
  .superRefine(({ fields }, context) => {
    const labels = fields.map((field) => field.label.trim().toLowerCase());
    labels.forEach((label, index) => {
      if (label && labels.indexOf(label) !== index) {
        context.addIssue({ code: 'custom', message: 'label-duplicate', path: ['fields', index, 'label'] });
      }
    });
  });

type TypeFieldsValues = z.input<typeof requestTypeFieldsSchema>;

const shrink = keyframes`
  from {
    opacity: 1;
    transform: scaleY(1);
    max-height: 40rem;
  }
  to {
    opacity: 0;
    transform: scaleY(0);
    max-height: 0;
    padding-block: 0;
    margin-block: 0;
  }
`;

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li<{ $isRemoving: boolean }>`
  overflow: hidden;
  transform-origin: top;
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space.md};
  ${({ $isRemoving }) =>
    $isRemoving &&
    css`
      animation: ${shrink} ${DELETE_ANIMATION_MS}ms ease-in forwards;
    `}
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  & > legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

const valuesOf = (type: RequestType | null, config: RequestConfig | undefined): TypeFieldsValues => ({
  requestType: type,
  integrationLimitDays: String(config?.integrationLimitDays ?? DEFAULT_INTEGRATION_LIMIT_DAYS),
  fields: (config?.documentType ?? []).map(({ templateFileName, ...field }) => ({
    ...field,
    templateName: templateFileName ?? '',
  })),
});

export interface RequestTypeFieldsFormProps {
  /** Every type's configuration (`POST /requestConfig/find`); a type without one is created on save. */
  configs: readonly RequestConfig[];
  /** The type shown first. @default null */
  initialType?: RequestType | null;
  /** Uploads a template (`PUT /document` with its mimetype) and gives back the stored document. */
  uploadTemplate: (file: File) => Promise<DocumentRef>;
  /** Downloads a template to check it. @default undefined (no download action) */
  onDownloadTemplate?: (templateId: string, label: string) => Promise<void> | void;
  /** Saves the type's fields: `PUT /requestConfig` for a new type, `PATCH /requestConfig` otherwise. */
  onSave: (input: CreateRequestConfigInput | UpdateRequestConfigInput) => Promise<void>;
  /** Told whether the form holds unsaved changes, each time that changes. @default undefined */
  onDirtyChange?: (isDirty: boolean) => void;
}

/**
 * The type panel: choose a request type, then edit its document fields, each a card with 'Nome da
 * associare al campo', the template and 'Allegato obbligatorio'. A deleted card shrinks away in
 * 400 ms, at once for users who prefer reduced motion. 'Conferma modifiche' waits for a valid list.
 */
export const RequestTypeFieldsForm = ({
  configs,
  initialType = null,
  uploadTemplate,
  onDownloadTemplate,
  onSave,
  onDirtyChange,
}: RequestTypeFieldsFormProps) => {
  const { t, i18n } = useTranslation(FORMS_NAMESPACE);
  const labels = labelsIn(i18n.language);
  const headingId = useId();
  const actionsRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const [isSaved, setSaved] = useState(false);
  const { run, pending, failure } = useCallbackRunner();
  const configOf = (type: RequestType | null) => configs.find((config) => config.requestType === type);
  const { control, handleSubmit, reset, setValue, formState } = useForm<TypeFieldsValues>({
    defaultValues: valuesOf(initialType, configOf(initialType)),
    resolver: zodResolver(requestTypeFieldsSchema, { error: formErrorMap }),
    mode: 'onTouched',
  });
  useDirtyReport(formState.isDirty, onDirtyChange);
  const { fields, append, remove } = useFieldArray({ control, name: 'fields', keyName: 'key' });
  // A removal ends 400 ms after the press: it must find the card among the fields of that moment.
  const fieldsRef = useRef(fields);
  useEffect(() => {
    fieldsRef.current = fields;
  });
  const requestType = useWatch({ control, name: 'requestType' });
  const values = useWatch({ control, name: 'fields' });
  const isValid = useIsValid(control, requestTypeFieldsSchema);

  useEffect(() => {
    const pendingTimers = timers.current;
    return () => {
      for (const timer of pendingTimers) clearTimeout(timer);
    };
  }, []);

  const finishRemoval = (key: string) => {
    remove(fieldsRef.current.findIndex((field) => field.key === key));
    setRemoving((current) => new Set([...current].filter((candidate) => candidate !== key)));
    setAnnouncement(t('requestTypeFieldsForm.removed'));
    // The card and its button are gone: the next thing to do is usually to add or confirm.
    actionsRef.current?.querySelector('button')?.focus();
  };

  const removeField = (key: string) => {
    if (prefersReducedMotion()) {
      finishRemoval(key);
      return;
    }
    setRemoving((current) => new Set([...current, key]));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      finishRemoval(key);
    }, DELETE_ANIMATION_MS);
    timers.current.add(timer);
  };

  const addField = () => {
    append({ label: '', required: false, template: '', templateName: '' }, { shouldFocus: false });
    const index = fields.length;
    requestAnimationFrame(() =>
      listRef.current?.querySelector<HTMLInputElement>(`[name="fields.${index}.label"]`)?.focus(),
    );
  };

  const setTemplate = (index: number, template: DocumentRef | null) => {
    const options = { shouldDirty: true, shouldValidate: true };
    setValue(`fields.${index}.template`, template?._id ?? '', options);
    setValue(`fields.${index}.templateName`, template?.fileName ?? '', options);
  };

  const save = handleSubmit(async (form) => {
    const documentType = form.fields.map(({ label, required, template }) => ({ label, required, template }));
    const config = configOf(form.requestType);
    const integrationLimitDays = Number(form.integrationLimitDays);
    const input = config
      ? updateRequestConfigInputSchema.parse({
          _id: config._id,
          updated: config.updated,
          documentType,
          integrationLimitDays,
        })
      : createRequestConfigInputSchema.parse({
          requestType: form.requestType,
          documentType,
          integrationLimitDays,
        });
    setSaved(false);
    const saved = await run('requestTypeFieldsForm.failed', () => onSave(input));
    // What was saved is what the form now starts from: nothing is left unsaved.
    if (saved) reset(form);
    setSaved(saved);
  });

  return (
    <Form control={control} noValidate onSubmit={save}>
      <FormSelect
        control={control}
        name="requestType"
        label={t('requestTypeFieldsForm.type')}
        isRequired
        items={REQUEST_TYPES.map((type) => ({
          id: type,
          label: requestTypeLabel(type, labels.requestTypes),
        }))}
        onValueChange={(type) => {
          setSaved(false);
          reset(valuesOf(type as RequestType | null, configOf(type as RequestType | null)));
        }}
      />
      {requestType === null ? (
        <MutedText>{t('requestTypeFieldsForm.chooseType')}</MutedText>
      ) : (
        <section aria-labelledby={headingId}>
          <FormTextField
            control={control}
            name="integrationLimitDays"
            label={t('requestTypeFieldsForm.integrationLimitDays')}
            description={t('requestTypeFieldsForm.integrationLimitHint', {
              days: DEFAULT_INTEGRATION_LIMIT_DAYS,
            })}
            inputMode="numeric"
            isRequired
          />
          <Subheading id={headingId}>{t('requestTypeFieldsForm.fieldsHeading')}</Subheading>
          {fields.length === 0 && <MutedText>{t('requestTypeFieldsForm.noFields')}</MutedText>}
          <Cards ref={listRef}>
            {fields.map((field, index) => {
              const current = values[index];
              const name = current?.label || t('requestTypeFieldsForm.field', { number: index + 1 });
              const isRemoving = removing.has(field.key);
              return (
                <Card
                  key={field.key}
                  $isRemoving={isRemoving}
                  inert={isRemoving}
                  data-removing={isRemoving || undefined}
                >
                  <Fieldset>
                    <legend>{t('requestTypeFieldsForm.field', { number: index + 1 })}</legend>
                    <FormTextField
                      control={control}
                      name={`fields.${index}.label`}
                      label={t('requestTypeFieldsForm.label')}
                      isRequired
                    />
                    <FileUpload
                      acceptedFileTypes={ACCEPTED_DOCUMENT_EXTENSIONS}
                      label={t('requestTypeFieldsForm.template')}
                      currentFileName={current?.templateName || undefined}
                      onUpload={async (file) => setTemplate(index, await uploadTemplate(file))}
                      onRemove={() => setTemplate(index, null)}
                    />
                    {current?.template && (
                      <MutedText>
                        {t('requestTypeFieldsForm.templateCode', { code: current.template })}
                      </MutedText>
                    )}
                    {!current?.template && <FieldError>{t('template-required')}</FieldError>}
                    <FormCheckbox
                      control={control}
                      name={`fields.${index}.required`}
                      label={t('requestTypeFieldsForm.required')}
                    />
                    <ButtonRow>
                      {onDownloadTemplate && current?.template && (
                        <Button
                          variant="link"
                          onPress={() =>
                            void run('requestTypeFieldsForm.templateFailed', () =>
                              onDownloadTemplate(current.template, current.label),
                            )
                          }
                        >
                          {t('requestTypeFieldsForm.downloadTemplate')}
                        </Button>
                      )}
                      <Button
                        variant="danger"
                        aria-label={t('requestTypeFieldsForm.removeLabel', { name })}
                        onPress={() => removeField(field.key)}
                      >
                        {t('requestTypeFieldsForm.remove')}
                      </Button>
                    </ButtonRow>
                  </Fieldset>
                </Card>
              );
            })}
          </Cards>
        </section>
      )}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      <FailureNotice failure={failure} />
      <SuccessNotice message={isSaved ? t('requestTypeFieldsForm.saved') : null} />
      <ButtonRow ref={actionsRef}>
        <Button variant="secondary" isDisabled={requestType === null} onPress={addField}>
          {t('requestTypeFieldsForm.add')}
        </Button>
        <Button type="submit" isDisabled={pending !== null || !isValid || removing.size > 0}>
          {t('requestTypeFieldsForm.submit')}
        </Button>
      </ButtonRow>
    </Form>
  );
};
