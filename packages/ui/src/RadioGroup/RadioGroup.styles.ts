import { RadioButton, RadioField, RadioGroup } from 'react-aria-components';
import styled from 'styled-components';
import { Description, fieldLayout } from '../internal/field.styles';
import { toggleRow } from '../internal/toggle.styles';

export const Root = styled(RadioGroup)`
  ${fieldLayout}
`;

export const Options = styled.div<{ $orientation: 'vertical' | 'horizontal' }>`
  display: flex;
  flex-direction: ${({ $orientation }) => ($orientation === 'vertical' ? 'column' : 'row')};
  flex-wrap: wrap;
  gap: ${({ $orientation, theme }) => ($orientation === 'vertical' ? theme.space.xs : theme.space.lg)};
`;

export const Option = styled(RadioField)`
  display: flex;
  flex-direction: column;
`;

export const Row = styled(RadioButton)`
  ${toggleRow}
`;

export const Dot = styled.span`
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.primary};
  visibility: hidden;
  [data-selected] > * > & {
    visibility: visible;
  }
`;

/** Indented under the label so it reads as part of the option, not as the next one. */
export const OptionDescription = styled(Description)`
  padding-inline-start: calc(24px + ${({ theme }) => theme.space.sm});
`;
