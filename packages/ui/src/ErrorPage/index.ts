export type { ErrorCode, ErrorPageProps } from './ErrorPage';
export { ErrorPage } from './ErrorPage';
