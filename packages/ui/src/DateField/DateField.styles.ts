import { DateField, DateInput, DateSegment } from 'react-aria-components';
import styled from 'styled-components';
import { controlBox, fieldLayout } from '../internal/field.styles';

// styled() drops React Aria's generic signature (item and value types); the cast restores it.
export const Root = styled(DateField)`
  ${fieldLayout}
` as typeof DateField;

/** The segments' row; boxed when it is the whole control, bare inside a date picker's group. */
export const SegmentsRow = styled(DateInput)<{ $boxed: boolean }>`
  ${({ $boxed }) => $boxed && controlBox}
  display: flex;
  align-items: center;
  flex: 1;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const Segment = styled(DateSegment)`
  padding: 0 ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radius.sm};
  outline: none;
  &[data-placeholder] {
    color: ${({ theme }) => theme.color.textMuted};
  }
  &[data-type='literal'] {
    padding: 0;
  }
  &[data-focused] {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
  &[data-invalid]:not([data-focused]):not([data-placeholder]) {
    color: ${({ theme }) => theme.color.danger};
  }
`;
