export { ProgressBar, Spinner } from './Spinner';
export type { ProgressBarProps, SpinnerProps } from './Spinner';
