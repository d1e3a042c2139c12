import { Input, TextField } from 'react-aria-components';
import styled from 'styled-components';
import { controlBox, fieldLayout } from '../internal/field.styles';

export const Root = styled(TextField)`
  ${fieldLayout}
`;

export const StyledInput = styled(Input)`
  ${controlBox}
`;
