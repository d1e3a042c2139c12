import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import type { ToastQueue } from './toastQueue';

export interface ToastRegionProps {
  /** The queue the app adds notifications to (`createToastQueue`, `showToast`). */
  queue: ToastQueue;
}

/**
 * React Aria's toast region, landmark and live announcements are loaded with the first toast: most
 * visits show none, and a page's first view does without them. The region itself shows
 * only while it holds a toast, as it did before, so nothing changes for the user.
 */
const ToastStack = lazy(async () => ({ default: (await import('./ToastStack')).ToastStack }));

/**
 * The notifications at the top of the page: a landmark that F6 reaches, errors announced at once and
 * the others politely, each closable by keyboard. An error stays until it is closed.
 */
export const ToastRegion = ({ queue }: ToastRegionProps) => {
  const hasToasts = useSyncExternalStore(
    (onChange) => queue.subscribe(onChange),
    () => queue.visibleToasts.length > 0,
  );
  // Once loaded the stack stays mounted, so that a closing toast can leave as React Aria lets it.
  const [loaded, setLoaded] = useState(false);
  if (hasToasts && !loaded) setLoaded(true);
  if (!hasToasts && !loaded) return null;
  return (
    <Suspense fallback={null}>
      <ToastStack queue={queue} />
    </Suspense>
  );
};
