import { RadioGroup, type RadioOption } from '@cet-portal/ui';
import type { FieldValues } from 'react-hook-form';
import { type FormFieldProps, useFormField } from './useFormField';

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
