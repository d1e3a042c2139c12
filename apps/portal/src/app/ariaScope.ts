// Apart, so that it is imported only with the parts that use React Aria (see lazyWithAria).
export { AriaScope } from '@cet-portal/ui';
