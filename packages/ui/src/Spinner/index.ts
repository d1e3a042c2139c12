export type { ProgressBarProps, SpinnerProps } from './Spinner';
export { ProgressBar, Spinner } from './Spinner';
