import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import { type ButtonVariant, StyledButton } from './Button.styles';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style'> {
  /** Visual weight of the action. @default 'primary' */
  variant?: ButtonVariant;
}

/** An action. Keyboard, press and focus behaviour come from React Aria's Button. */
export const Button = ({ variant = 'primary', ...props }: ButtonProps) => (
  <StyledButton $variant={variant} {...props} />
);

export type { ButtonVariant };
