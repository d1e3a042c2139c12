import {
  Calendar,
  CalendarCell,
  CalendarGrid,
  DatePicker,
  Dialog,
  Group,
  Heading,
} from 'react-aria-components';
import styled from 'styled-components';
import { controlBox, fieldLayout, focusRing } from '../internal/field.styles';
import { StyledPopover } from '../internal/listbox.styles';

// styled() drops React Aria's generic signature (item and value types); the cast restores it.
export const Root = styled(DatePicker)`
  ${fieldLayout}
` as typeof DatePicker;

export const FieldGroup = styled(Group)`
  ${controlBox}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding-block: 0;
  padding-inline-end: ${({ theme }) => theme.space.xxs};
  /* The focused segment is highlighted; the ring is drawn only when focus came from the keyboard. */
  &[data-focus-within]:not([data-focus-visible]) {
    outline: none;
  }
`;

/** The calendar keeps its own width rather than the field's. */
export const CalendarPopover = styled(StyledPopover)`
  min-width: 0;
`;

export const CalendarDialog = styled(Dialog)`
  padding: ${({ theme }) => theme.space.md};
  outline: none;
`;

export const StyledCalendar = styled(Calendar)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

export const CalendarHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

export const MonthHeading = styled(Heading)`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  text-transform: capitalize;
`;

export const Grid = styled(CalendarGrid)`
  border-collapse: collapse;
  th {
    padding-block-end: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  td {
    padding: 1px;
  }
`;

export const Cell = styled(CalendarCell)`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  outline: none;
  &[data-outside-month] {
    visibility: hidden;
  }
  &[data-hovered] {
    background: ${({ theme }) => theme.color.surface};
  }
  &[data-selected] {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  &[data-disabled],
  &[data-unavailable] {
    color: ${({ theme }) => theme.color.textMuted};
    text-decoration: line-through;
    cursor: not-allowed;
  }
`;
