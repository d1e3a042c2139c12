import { TextField } from '@cet-portal/ui';
import type { FieldValues } from 'react-hook-form';
import { type FormFieldProps, useFormField } from './useFormField';

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
