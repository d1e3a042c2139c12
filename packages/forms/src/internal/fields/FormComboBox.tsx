import { ComboBox, type ListOption } from '@cet-portal/ui';
import type { FieldValues } from 'react-hook-form';
import { type FormFieldProps, useFormField } from './useFormField';

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
