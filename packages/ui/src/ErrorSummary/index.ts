export type { ErrorSummaryItem, ErrorSummaryProps } from './ErrorSummary';
export { ErrorSummary } from './ErrorSummary';
