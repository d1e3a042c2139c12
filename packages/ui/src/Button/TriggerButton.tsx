import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import styled from 'styled-components';
import { type ButtonVariant, buttonStyles } from './Button.styles';

const StyledTriggerButton = styled(AriaButton)<{ $variant: ButtonVariant }>`
  ${buttonStyles}
`;

export interface TriggerButtonProps extends Omit<AriaButtonProps, 'className' | 'style'> {
  /** Visual weight of the action. @default 'primary' */
  variant?: ButtonVariant;
}

/**
 * A button that React Aria drives: the trigger of a tooltip, file picker or disclosure, the calendar's
 * previous and next. It looks like `Button`; elsewhere prefer `Button`, which needs no React Aria.
 */
export const TriggerButton = ({ variant = 'primary', ...props }: TriggerButtonProps) => (
  <StyledTriggerButton $variant={variant} {...props} />
);
