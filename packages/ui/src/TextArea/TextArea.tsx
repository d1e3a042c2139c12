import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldHelp, FieldLabel, type FieldTextProps } from '../internal/Field';
import { Root, StyledTextArea } from './TextArea.styles';

export interface TextAreaProps
  extends Omit<AriaTextFieldProps, 'children' | 'className' | 'style' | 'type'>,
    FieldTextProps {
  /** A hint shown inside the empty area; never a substitute for the label. @default undefined */
  placeholder?: string;
  /**
   * The tallest the area grows before it scrolls: a number of pixels or a CSS length. The spec's
   * comment areas are 350 px, 250 px inside the request form.
   * @default 350
   */
  maxHeight?: number | string;
  /** Visible lines before the area grows. @default 4 */
  rows?: number;
}

/** A multi-line text input (comments, descriptions) with label, description and error. */
export const TextArea = ({
  label,
  description,
  errorMessage,
  placeholder,
  maxHeight = 350,
  rows = 4,
  ...props
}: TextAreaProps) => (
  <Root {...props}>
    <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
    <StyledTextArea
      placeholder={placeholder}
      rows={rows}
      $rows={rows}
      $maxHeight={typeof maxHeight === 'number' ? `${maxHeight}px` : maxHeight}
    />
    <FieldHelp description={description} errorMessage={errorMessage} />
  </Root>
);
