import { ComboBox, Input } from 'react-aria-components';
import styled from 'styled-components';
import { controlBox, fieldLayout } from '../internal/field.styles';

// styled() drops React Aria's generic signature (item and value types); the cast restores it.
export const Root = styled(ComboBox)`
  ${fieldLayout}
` as typeof ComboBox;

/** Positions the spinner and the open button over the input's end. */
export const InputWrapper = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

export const StyledInput = styled(Input)`
  ${controlBox}
  padding-inline-end: calc(44px + 24px + ${({ theme }) => theme.space.sm});
`;

export const Adornments = styled.div`
  position: absolute;
  inset-inline-end: ${({ theme }) => theme.space.xxs};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;
