import { REQUIRED_REQUEST_FIELDS } from '@cet-portal/api-client';
import { createContext, useContext } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FORMS_NAMESPACE } from '../i18n/namespace';
import type { RequestFormField, RequestFormValues } from './requestFormSchema';

/** Whether the request form only shows a request (`isReadOnly`): every control of every step is disabled. */
export const RequestReadOnlyContext = createContext(false);

export const useIsRequestReadOnly = () => useContext(RequestReadOnlyContext);

/**
 * The props every field of the request form takes: its label, the required mark of the spec's
 * list, and disabled when the form only shows the request.
 */
export const useRequestFieldProps = () => {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const { control } = useFormContext<RequestFormValues>();
  const isReadOnly = useIsRequestReadOnly();
  return (name: RequestFormField) => ({
    control,
    name,
    label: t(`requestForm.fields.${name}`),
    isRequired: (REQUIRED_REQUEST_FIELDS as readonly string[]).includes(name),
    isDisabled: isReadOnly,
  });
};
