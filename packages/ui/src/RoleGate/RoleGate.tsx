import type { ReactNode } from 'react';
import { useActiveRole } from './RoleContext';

export interface RoleGateProps {
  /** The roles that may see the children. */
  roles: readonly string[];
  /** What the other roles see instead. @default null */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * Renders its children only for the given roles. It hides actions from the other roles;
 * the server still refuses them, so it is a convenience, not a security boundary.
 */
export const RoleGate = ({ roles, fallback = null, children }: RoleGateProps) => {
  const activeRole = useActiveRole();
  return <>{activeRole !== null && roles.includes(activeRole) ? children : fallback}</>;
};
