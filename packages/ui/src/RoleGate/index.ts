export type { RoleProviderProps } from './RoleContext';
export { RoleProvider, useActiveRole } from './RoleContext';
export type { RoleGateProps } from './RoleGate';
export { RoleGate } from './RoleGate';
