export type { RequestFilterBarProps } from './RequestFilterBar';
export { RequestFilterBar, requestFilterBarSchema } from './RequestFilterBar';
