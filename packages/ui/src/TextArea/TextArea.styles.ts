import { TextArea, TextField } from 'react-aria-components';
import styled from 'styled-components';
import { controlBox, fieldLayout } from '../internal/field.styles';

export const Root = styled(TextField)`
  ${fieldLayout}
`;

export const StyledTextArea = styled(TextArea)<{ $rows: number; $maxHeight: string }>`
  ${controlBox}
  /* Grows with its text from the given rows up to the max height, then scrolls. */
  field-sizing: content;
  min-height: calc(${({ $rows }) => $rows} * 1lh + 2 * ${({ theme }) => theme.space.sm} + 2px);
  max-height: ${({ $maxHeight }) => $maxHeight};
  overflow-y: auto;
  resize: vertical;
`;
