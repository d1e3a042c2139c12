export type { ButtonProps, ButtonVariant } from './Button';
export { Button } from './Button';
export type { TriggerButtonProps } from './TriggerButton';
export { TriggerButton } from './TriggerButton';
