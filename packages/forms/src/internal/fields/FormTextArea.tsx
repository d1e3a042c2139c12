import { TextArea } from '@cet-portal/ui';
import type { FieldValues } from 'react-hook-form';
import { type FormFieldProps, useFormField } from './useFormField';

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
