export type { DeadlineBadgeProps } from './DeadlineBadge';
export { DeadlineBadge } from './DeadlineBadge';
