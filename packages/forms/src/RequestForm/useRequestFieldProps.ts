import { REQUIRED_REQUEST_FIELDS } from '@cet-portal/api-client';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FORMS_NAMESPACE } from '../i18n/resources';
import type { RequestFormField, RequestFormValues } from './requestFormSchema';

/** The props every field of the request form takes: its label, and the required mark of the spec's list. */
export const useRequestFieldProps = () => {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const { control } = useFormContext<RequestFormValues>();
  return (name: RequestFormField) => ({
    control,
    name,
    label: t(`requestForm.fields.${name}`),
    isRequired: (REQUIRED_REQUEST_FIELDS as readonly string[]).includes(name),
  });
};
