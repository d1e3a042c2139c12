import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldHelp, FieldLabel, type FieldTextProps } from '../internal/Field';
import { Root, StyledInput } from './TextField.styles';

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, 'children' | 'className' | 'style'>,
    FieldTextProps {
  /** A hint shown inside the empty input; never a substitute for the label. @default undefined */
  placeholder?: string;
}

/**
 * A single-line text input with label, description and error. Pass `isInvalid` with `errorMessage`
 * once the field is touched to show the error in red with a red border.
 */
export const TextField = ({ label, description, errorMessage, placeholder, ...props }: TextFieldProps) => (
  <Root {...props}>
    <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
    <StyledInput placeholder={placeholder} />
    <FieldHelp description={description} errorMessage={errorMessage} />
  </Root>
);
