import { Checkbox } from '@cet-portal/ui';
import type { FieldValues } from 'react-hook-form';
import { type FormFieldProps, useFormField } from './useFormField';

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
