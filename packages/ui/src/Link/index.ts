export type { LinkProps } from './Link';
export { Link } from './Link';
export type { LinkRouter, LinkRouterProviderProps } from './LinkRouter';
export { LinkRouterProvider } from './LinkRouter';
