export type { PageTitleProps } from './PageTitle';
export { PageTitle } from './PageTitle';
