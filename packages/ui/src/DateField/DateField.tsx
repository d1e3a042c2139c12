import type { DateFieldProps as AriaDateFieldProps, DateValue } from 'react-aria-components';
import { FieldHelp, FieldLabel, type FieldTextProps } from '../internal/Field';
import { Root } from './DateField.styles';
import { DateSegments } from './DateSegments';

export interface DateFieldProps<T extends DateValue = DateValue>
  extends Omit<AriaDateFieldProps<T>, 'children' | 'className' | 'style'>,
    FieldTextProps {}

/**
 * A date typed segment by segment, in the order of the surrounding React Aria `I18nProvider`
 * (dd/mm/yyyy under it-IT). Values are `@internationalized/date` objects, e.g. `parseDate('2026-03-02')`.
 * Leading zeros are shown (02/03/2026), as the spec writes dates dd/MM/yyyy.
 */
export const DateField = <T extends DateValue>({
  label,
  description,
  errorMessage,
  shouldForceLeadingZeros = true,
  ...props
}: DateFieldProps<T>) => (
  <Root {...props} shouldForceLeadingZeros={shouldForceLeadingZeros}>
    <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
    <DateSegments boxed />
    <FieldHelp description={description} errorMessage={errorMessage} />
  </Root>
);
