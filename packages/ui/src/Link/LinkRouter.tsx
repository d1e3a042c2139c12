import { createContext, type ReactNode, useContext } from 'react';

/** How the app navigates in place: its router's `navigate`. */
export interface LinkRouter {
  navigate: (href: string) => void;
}

const LinkRouterContext = createContext<LinkRouter | null>(null);

export interface LinkRouterProviderProps extends LinkRouter {
  children: ReactNode;
}

/**
 * Lets the package's native links (`Link`, the main menu's) navigate through the app's router, as
 * React Aria's `RouterProvider` does for React Aria's links. Without it they load the page.
 */
export const LinkRouterProvider = ({ navigate, children }: LinkRouterProviderProps) => (
  <LinkRouterContext.Provider value={{ navigate }}>{children}</LinkRouterContext.Provider>
);

export const useLinkRouter = () => useContext(LinkRouterContext);
