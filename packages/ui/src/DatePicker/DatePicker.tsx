import type { DatePickerProps as AriaDatePickerProps, DateValue } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { TriggerButton } from '../Button';
import { DateSegments } from '../DateField/DateSegments';
import { UI_NAMESPACE } from '../i18n/resources';
import { FieldHelp, FieldLabel, type FieldTextProps } from '../internal/Field';
import { FieldIconButton } from '../internal/field.styles';
import {
  CalendarDialog,
  CalendarHeader,
  CalendarPopover,
  Cell,
  FieldGroup,
  Grid,
  MonthHeading,
  Root,
  StyledCalendar,
} from './DatePicker.styles';

export interface DatePickerProps<T extends DateValue = DateValue>
  extends Omit<AriaDatePickerProps<T>, 'children' | 'className' | 'style'>,
    FieldTextProps {}

const CalendarIcon = () => (
  <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 18 18">
    <rect
      x="2"
      y="3.5"
      width="14"
      height="12.5"
      rx="1.5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    />
    <path d="M2 7.5h14M6 1.5v4M12 1.5v4" stroke="currentColor" strokeWidth="1.8" />
  </svg>
);

/**
 * A date typed segment by segment or chosen in a calendar, in the order of the surrounding React Aria
 * `I18nProvider` (dd/mm/yyyy under it-IT). Values are `@internationalized/date` objects.
 * Leading zeros are shown (02/03/2026), as the spec writes dates dd/MM/yyyy.
 */
export const DatePicker = <T extends DateValue>({
  label,
  description,
  errorMessage,
  shouldForceLeadingZeros = true,
  ...props
}: DatePickerProps<T>) => {
  const { t } = useTranslation(UI_NAMESPACE);
  return (
    <Root {...props} shouldForceLeadingZeros={shouldForceLeadingZeros}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <FieldGroup>
        <DateSegments boxed={false} />
        <FieldIconButton aria-label={t('datePicker.openCalendar')}>
          <CalendarIcon />
        </FieldIconButton>
      </FieldGroup>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <CalendarPopover>
        <CalendarDialog>
          <StyledCalendar>
            <CalendarHeader>
              <TriggerButton slot="previous" variant="secondary" aria-label={t('datePicker.previousMonth')}>
                <span aria-hidden="true">‹</span>
              </TriggerButton>
              <MonthHeading />
              <TriggerButton slot="next" variant="secondary" aria-label={t('datePicker.nextMonth')}>
                <span aria-hidden="true">›</span>
              </TriggerButton>
            </CalendarHeader>
            <Grid>{(date) => <Cell date={date} />}</Grid>
          </StyledCalendar>
        </CalendarDialog>
      </CalendarPopover>
    </Root>
  );
};
