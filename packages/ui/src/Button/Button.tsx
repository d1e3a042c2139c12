import type { ButtonHTMLAttributes, Ref } from 'react';
import { type ButtonVariant, StyledButton } from './Button.styles';

export interface ButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style' | 'disabled' | 'type'> {
  /** Visual weight of the action. @default 'primary' */
  variant?: ButtonVariant;
  /** The action, by mouse, touch or keyboard (Enter, Space). */
  onPress?: () => void;
  /** Not available: not focusable by Tab, presses ignored. @default false */
  isDisabled?: boolean;
  /** Working on the last press: stays focusable and announced as busy, presses ignored. @default false */
  isPending?: boolean;
  /** @default 'button' */
  type?: 'button' | 'submit' | 'reset';
  ref?: Ref<HTMLButtonElement>;
}

/**
 * An action, as a native `<button>`: the browser gives it keyboard presses and focus, so the first
 * view carries no React Aria. Inside React Aria's triggers and slots (tooltip, file picker,
 * calendar, disclosure) use `TriggerButton`, which React Aria can drive.
 */
export const Button = ({
  variant = 'primary',
  onPress,
  onClick,
  isDisabled = false,
  isPending = false,
  type = 'button',
  ...props
}: ButtonProps) => (
  <StyledButton
    $variant={variant}
    type={type}
    disabled={isDisabled}
    aria-disabled={isPending || undefined}
    aria-busy={isPending || undefined}
    onClick={(event) => {
      if (isPending) {
        event.preventDefault();
        return;
      }
      onClick?.(event);
      onPress?.();
    }}
    {...props}
  />
);

export type { ButtonVariant };
