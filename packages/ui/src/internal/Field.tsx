import type { ReactNode } from 'react';
import type { ValidationResult } from 'react-aria-components';
import { Description, ErrorText, RequiredMark, StyledLabel } from './field.styles';

/** The texts every form control shows around its input. */
export interface FieldTextProps {
  /** The visible label, also the control's accessible name. */
  label: ReactNode;
  /** Help text under the control, read by screen readers with it. @default undefined */
  description?: ReactNode;
  /**
   * The error shown in red under the control while it is invalid (`isInvalid`, or a failed native
   * constraint after the user commits a value). A function receives React Aria's validation result.
   * @default undefined (the browser's message for native constraints)
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
}

interface FieldLabelProps {
  children: ReactNode;
  isRequired?: boolean;
}

/**
 * The label with the red required mark. The mark is hidden from screen readers: the control itself
 * says it is required.
 */
export const FieldLabel = ({ children, isRequired }: FieldLabelProps) => (
  <StyledLabel>
    {children}
    {isRequired && <RequiredMark aria-hidden="true">*</RequiredMark>}
  </StyledLabel>
);

type FieldHelpProps = Pick<FieldTextProps, 'description' | 'errorMessage'>;

/** Description and error under a control; React Aria wires both to it with aria-describedby. */
export const FieldHelp = ({ description, errorMessage }: FieldHelpProps) => (
  <>
    {description && <Description>{description}</Description>}
    <ErrorText>{errorMessage}</ErrorText>
  </>
);
