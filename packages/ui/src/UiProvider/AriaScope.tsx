import type { ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { useUiSettings } from './UiProvider';

/**
 * React Aria's locale and router, from the app's `UiProvider`, around a part that uses React Aria
 * components: the package's lazily loaded menus and toasts, and an app's pages and dialogs. Each part
 * brings it with its own code, so the first view does without it.
 */
export const AriaScope = ({ children }: { children: ReactNode }) => {
  const settings = useUiSettings();
  if (!settings) return children;
  return (
    <I18nProvider locale={settings.locale}>
      <RouterProvider navigate={settings.navigate}>{children}</RouterProvider>
    </I18nProvider>
  );
};
