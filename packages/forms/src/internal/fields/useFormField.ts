import type { ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FORMS_NAMESPACE } from '../../i18n/namespace';
import { useSummaryLabel } from '../errorSummary';

/**
 * The glue between react-hook-form and the ui controls, written once: every form field takes the
 * form's `control` and a field `name`, shows the field's error (a message key of the `forms`
 * namespace) in the user's language, and marks itself touched on blur, so that an invalid touched
 * field shows red text and a red border (requests-and-sign-in, section 5).
 */
export interface FormFieldProps<Values extends FieldValues> {
  /** The form's control; what the resolver outputs does not matter to a field. */
  control: Control<Values, unknown, FieldValues>;
  name: FieldPath<Values>;
  label: string;
  description?: ReactNode;
  isRequired?: boolean;
  isDisabled?: boolean;
}

/** The field's state, and the props every ui control takes to show it (`controlProps`, spread once). */
export const useFormField = <Values extends FieldValues>({
  control,
  name,
  label,
  description,
  isRequired,
  isDisabled,
}: FormFieldProps<Values>) => {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const { field, fieldState } = useController({ control, name });
  useSummaryLabel(name, label);
  const message = fieldState.error?.message;
  return {
    field,
    controlProps: {
      label,
      description,
      isRequired,
      isDisabled,
      name: field.name,
      onBlur: field.onBlur,
      isInvalid: message !== undefined,
      // A message that is not a key (a rule of another library) is shown as it is.
      errorMessage: message === undefined ? undefined : t(message, { defaultValue: message }),
      // The form validates with zod: no native constraint bubbles may appear.
      validationBehavior: 'aria' as const,
    },
  };
};
