import { ConfirmDialog } from '@cet-portal/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

export interface UnsavedChangesGuardProps {
  /**
   * Whether the page holds changes not saved on the server. Read at the moment of leaving, not at
   * render: a save that clears the changes and then navigates must not be stopped by a stale answer.
   */
  hasUnsavedChanges: () => boolean;
  /** What becomes of the changes if the user leaves, e.g. that a local draft keeps them. */
  consequence?: string;
}

/**
 * Asks before a page with unsaved changes is left: in the app through react-router's blocker and a
 * dialog naming what happens to the changes, and on closing or reloading the tab through the
 * browser's own `beforeunload` question (browsers show their own text there, never ours).
 */
export const UnsavedChangesGuard = ({ hasUnsavedChanges, consequence }: UnsavedChangesGuardProps) => {
  const { t } = useTranslation();
  const check = useRef(hasUnsavedChanges);
  check.current = hasUnsavedChanges;
  // Only a move to another page asks: a replace within the same page (a saved request gets its id
  // in the address, a list's filters) is the page's own doing.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && check.current(),
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (check.current()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  return (
    <ConfirmDialog
      isOpen={blocker.state === 'blocked'}
      onOpenChange={(isOpen) => !isOpen && blocker.state === 'blocked' && blocker.reset()}
      title={t('unsavedChanges.title')}
      confirmLabel={t('unsavedChanges.leave')}
      cancelLabel={t('unsavedChanges.stay')}
      isDestructive
      onConfirm={() => blocker.proceed?.()}
    >
      <p>{t('unsavedChanges.body')}</p>
      {consequence && <p>{consequence}</p>}
    </ConfirmDialog>
  );
};
