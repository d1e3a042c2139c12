import { Button, Select, SelectValue } from 'react-aria-components';
import styled from 'styled-components';
import { controlBox, fieldLayout } from '../internal/field.styles';

// styled() drops React Aria's generic signature (item and value types); the cast restores it.
export const Root = styled(Select)`
  ${fieldLayout}
` as typeof Select;

export const Trigger = styled(Button)`
  ${controlBox}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  text-align: start;
  cursor: pointer;
  /* A click focuses the button without a keyboard: only keyboard focus draws the ring. */
  &[data-focused]:not([data-focus-visible]) {
    outline: none;
  }
`;

export const Value = styled(SelectValue)`
  flex: 1;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  &[data-placeholder] {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
