import { useEffect } from 'react';

/**
 * Tells the page whether the form holds changes not saved yet, each time that changes, so that the
 * page can ask before it is left. `onDirtyChange` should be stable or cheap: it runs after each change.
 */
export const useDirtyReport = (isDirty: boolean, onDirtyChange: ((isDirty: boolean) => void) | undefined) => {
  useEffect(() => {
    onDirtyChange?.(isDirty);
  }, [isDirty, onDirtyChange]);
};
