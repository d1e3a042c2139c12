export type { ButtonProps, ButtonVariant } from './Button';
export { Button } from './Button';
