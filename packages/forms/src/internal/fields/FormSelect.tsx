import { type ListOption, Select } from '@cet-portal/ui';
import type { FieldValues } from 'react-hook-form';
import { type FormFieldProps, useFormField } from './useFormField';

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
