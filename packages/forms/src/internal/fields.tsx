import {
  Checkbox,
  ComboBox,
  DatePicker,
  type ListOption,
  RadioGroup,
  type RadioOption,
  Select,
  TextArea,
  TextField,
} from '@cet-portal/ui';
import { type CalendarDate, parseDate } from '@internationalized/date';
import type { ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FORMS_NAMESPACE } from '../i18n/resources';
import { useSummaryLabel } from './errorSummary';

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

type TextFieldProps<Values extends FieldValues> = FormFieldProps<Values> & {
  type?: 'text' | 'email' | 'tel' | 'url';
  inputMode?: 'text' | 'numeric' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  /** Applied to what is typed before it is stored, e.g. uppercase for fiscal codes. */
  transform?: (value: string) => string;
};

export const FormTextField = <Values extends FieldValues>({
  type,
  inputMode,
  autoComplete,
  transform,
  ...props
}: TextFieldProps<Values>) => {
  const { field, controlProps } = useFormField(props);
  return (
    <TextField
      {...controlProps}
      type={type}
      inputMode={inputMode}
      autoComplete={autoComplete}
      value={(field.value as string | null) ?? ''}
      onChange={(value) => field.onChange(transform ? transform(value) : value)}
    />
  );
};

type TextAreaProps<Values extends FieldValues> = FormFieldProps<Values> & {
  /** @see TextArea's maxHeight */
  maxHeight?: number;
  rows?: number;
};

export const FormTextArea = <Values extends FieldValues>({
  maxHeight,
  rows,
  ...props
}: TextAreaProps<Values>) => {
  const { field, controlProps } = useFormField(props);
  return (
    <TextArea
      {...controlProps}
      maxHeight={maxHeight}
      rows={rows}
      value={(field.value as string | null) ?? ''}
      onChange={field.onChange}
    />
  );
};

type SelectProps<Values extends FieldValues> = FormFieldProps<Values> & {
  items: readonly ListOption[];
  /** The value stored when nothing is chosen. @default null */
  emptyValue?: '' | null;
  /** The id of an option that means "none" ('Nessun ente'): choosing it stores `emptyValue`. @default undefined */
  emptyOptionId?: string;
  /** Called with the new value after the form has it, for the fields that depend on this one. */
  onValueChange?: (value: string | null) => void;
};

/** A select whose value is the chosen option's id, as a string (or `emptyValue`). */
export const FormSelect = <Values extends FieldValues>({
  items,
  emptyValue = null,
  emptyOptionId,
  onValueChange,
  ...props
}: SelectProps<Values>) => {
  const { field, controlProps } = useFormField(props);
  const value = (field.value as string | null) || emptyOptionId || null;
  return (
    <Select
      {...controlProps}
      items={items}
      value={value}
      onChange={(key) => {
        const next = key === null || key === emptyOptionId ? emptyValue : String(key);
        field.onChange(next);
        onValueChange?.(next);
      }}
    />
  );
};

type ComboBoxProps<Values extends FieldValues> = FormFieldProps<Values> & {
  items: readonly ListOption[];
  isLoading?: boolean;
};

/** A combo box whose value is the chosen suggestion's id, or null. */
export const FormComboBox = <Values extends FieldValues>({
  items,
  isLoading,
  ...props
}: ComboBoxProps<Values>) => {
  const { field, controlProps } = useFormField(props);
  return (
    <ComboBox
      {...controlProps}
      items={items}
      isLoading={isLoading}
      value={(field.value as string | null) ?? null}
      onChange={(key) => field.onChange(key === null ? null : String(key))}
    />
  );
};

const toCalendarDate = (value: unknown): CalendarDate | null => {
  if (typeof value !== 'string' || value === '') return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
};

/** A date picker whose value is a calendar day as the contract sends it (`yyyy-MM-dd`), or null. */
export const FormDatePicker = <Values extends FieldValues>(props: FormFieldProps<Values>) => {
  const { field, controlProps } = useFormField(props);
  return (
    <DatePicker
      {...controlProps}
      value={toCalendarDate(field.value)}
      onChange={(date) => field.onChange(date ? date.toString() : null)}
    />
  );
};

type RadioGroupProps<Values extends FieldValues> = FormFieldProps<Values> & {
  options: readonly RadioOption[];
  /** @default 'vertical' */
  orientation?: 'horizontal' | 'vertical';
};

export const FormRadioGroup = <Values extends FieldValues>({
  options,
  orientation,
  ...props
}: RadioGroupProps<Values>) => {
  const { field, controlProps } = useFormField(props);
  return (
    <RadioGroup
      {...controlProps}
      options={options}
      orientation={orientation}
      value={(field.value as string | null) ?? null}
      onChange={field.onChange}
    />
  );
};

export const FormCheckbox = <Values extends FieldValues>({
  onValueChange,
  ...props
}: FormFieldProps<Values> & {
  /** Called after the form holds the new value, e.g. to apply a filter at once. */
  onValueChange?: (isSelected: boolean) => void;
}) => {
  const { field, controlProps } = useFormField(props);
  return (
    <Checkbox
      {...controlProps}
      isSelected={Boolean(field.value)}
      onChange={(isSelected) => {
        field.onChange(isSelected);
        onValueChange?.(isSelected);
      }}
    />
  );
};
