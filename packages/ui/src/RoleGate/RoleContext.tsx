import { createContext, type ReactNode, useContext } from 'react';

const ActiveRoleContext = createContext<string | null>(null);

export interface RoleProviderProps {
  /** The signed-in user's active role (RIC, SEG, CET, PRE, ADMIN), or null when signed out. */
  activeRole: string | null;
  children: ReactNode;
}

/** Makes the active role available to every role-gated component below it. */
export const RoleProvider = ({ activeRole, children }: RoleProviderProps) => (
  <ActiveRoleContext.Provider value={activeRole}>{children}</ActiveRoleContext.Provider>
);

/** The active role of the signed-in user, or null when signed out. */
export const useActiveRole = () => useContext(ActiveRoleContext);
