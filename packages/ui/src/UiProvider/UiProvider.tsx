import { createContext, type ReactNode, useContext } from 'react';

/** What the package needs from the app around it. */
export interface UiSettings {
  /** The app router's in-place navigation, for the package's links (`Link`, the menus). */
  navigate: (href: string) => void;
  /** The locale of React Aria's parts (dates, built-in labels), e.g. 'it-IT'. */
  locale: string;
}

const UiContext = createContext<UiSettings | null>(null);

export interface UiProviderProps extends UiSettings {
  children: ReactNode;
}

/**
 * The app's router and locale for the package. Native links navigate through it; React Aria's parts,
 * loaded later, get them through `AriaScope`, so that a first view with no React Aria component
 * does not load React Aria's providers either. Without it, links load the page.
 */
export const UiProvider = ({ navigate, locale, children }: UiProviderProps) => (
  <UiContext.Provider value={{ navigate, locale }}>{children}</UiContext.Provider>
);

export const useUiSettings = () => useContext(UiContext);
