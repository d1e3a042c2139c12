import { CheckboxButton, CheckboxField } from 'react-aria-components';
import styled from 'styled-components';
import { fieldLayout } from '../internal/field.styles';
import { toggleRow } from '../internal/toggle.styles';

export const Root = styled(CheckboxField)`
  ${fieldLayout}
`;

export const Row = styled(CheckboxButton)`
  ${toggleRow}
`;

export const CheckMark = styled.svg`
  visibility: hidden;
  [data-selected] > * > & {
    visibility: visible;
  }
`;
