import { DatePicker } from '@cet-portal/ui';
import { type CalendarDate, parseDate } from '@internationalized/date';
import type { FieldValues } from 'react-hook-form';
import { type FormFieldProps, useFormField } from './useFormField';

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
