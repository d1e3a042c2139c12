export { ErrorPage } from './ErrorPage';
export type { ErrorCode, ErrorPageProps } from './ErrorPage';
