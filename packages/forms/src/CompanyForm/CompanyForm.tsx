import {
  COMPANY_VAT_MIN_LENGTH,
  type Company,
  type CreateUserInput,
  createCompanyInputSchema,
  type UpdateUserInput,
  updateCompanyInputSchema,
} from '@cet-portal/api-client';
import { Button } from '@cet-portal/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FORMS_NAMESPACE } from '../i18n/namespace';
import { Form } from '../internal/errorSummary';
import { FailureNotice, useCallbackRunner } from '../internal/feedback';
import { FormTextField } from '../internal/fields';
import { ButtonRow } from '../internal/layout';
import { useIsValid } from '../internal/useIsValid';
import { formErrorMap, requiredString } from '../validators/messages';
import { vatNumberWithCheckDigitSchema } from '../validators/vatNumber';

const vatShape = createCompanyInputSchema.shape.fiscalCode;

/**
 * The contract's company (name in `surname`, VAT number in `fiscalCode`, at least 11 characters),
 * with the form's messages; `italianVat` adds the Italian format and check digit.
 */
export const companyFormSchema = (italianVat = false) =>
  createCompanyInputSchema.pick({ surname: true, fiscalCode: true }).extend({
    fiscalCode: italianVat
      ? vatNumberWithCheckDigitSchema
      : requiredString().min(COMPANY_VAT_MIN_LENGTH, { message: 'vat-min-length' }).pipe(vatShape),
  });

type CompanyValues = z.input<ReturnType<typeof companyFormSchema>>;

export interface CompanyFormProps {
  /** The company being edited; a new one when missing. @default null */
  company?: Pick<Company, '_id' | 'updated' | 'surname' | 'fiscalCode'> | null;
  /**
   * Whether the VAT number must be Italian: 11 digits with a valid check digit. Off by default, as
   * the spec asks only for at least 11 characters and foreign organisations have other formats.
   * @default false
   */
  italianVat?: boolean;
  /** Saves the company: `PUT /user` for a new one, `PATCH /user` for an edit. */
  onSubmit: (input: CreateUserInput | UpdateUserInput) => Promise<void>;
  /** Closes the form without saving; without it there is no cancel button. @default undefined */
  onCancel?: () => void;
}

/**
 * A company ('Crea un nuovo ente' / 'Modifica ente'): name and VAT number, both required, the VAT
 * number at least 11 characters. 'Conferma' stays disabled while the form is invalid.
 */
export const CompanyForm = ({ company = null, italianVat = false, onSubmit, onCancel }: CompanyFormProps) => {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const { run, pending, failure } = useCallbackRunner();
  const schema = useMemo(() => companyFormSchema(italianVat), [italianVat]);
  const { control, handleSubmit } = useForm<CompanyValues>({
    defaultValues: { surname: company?.surname ?? '', fiscalCode: company?.fiscalCode ?? '' },
    resolver: zodResolver(schema, { error: formErrorMap }),
    mode: 'onTouched',
  });
  const isValid = useIsValid(control, schema);

  const save = handleSubmit((values) =>
    run('companyForm.failed', () =>
      onSubmit(
        company
          ? updateCompanyInputSchema.parse({
              _id: company._id,
              updated: company.updated,
              isCorporate: true,
              ...values,
            })
          : createCompanyInputSchema.parse({ isCorporate: true, ...values }),
      ),
    ),
  );

  return (
    <Form control={control} noValidate onSubmit={save}>
      <FormTextField
        control={control}
        name="surname"
        label={t('companyForm.name')}
        isRequired
        autoComplete="organization"
      />
      <FormTextField
        control={control}
        name="fiscalCode"
        label={t('companyForm.vat')}
        isRequired
        description={italianVat ? t('companyForm.italianVatHint') : t('companyForm.vatHint')}
        transform={(value) => value.toUpperCase()}
      />
      <FailureNotice failure={failure} />
      <ButtonRow>
        <Button type="submit" isDisabled={pending !== null || !isValid}>
          {t('companyForm.submit')}
        </Button>
        {onCancel && (
          <Button variant="secondary" onPress={onCancel}>
            {t('common.cancel')}
          </Button>
        )}
      </ButtonRow>
    </Form>
  );
};
