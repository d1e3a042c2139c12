export type { ProgressBarProps } from './ProgressBar';
export { ProgressBar } from './ProgressBar';
export type { SpinnerProps } from './Spinner';
export { Spinner } from './Spinner';
