import { ConfirmDialog } from '@cet-portal/ui';
import { useTranslation } from 'react-i18next';
import { useConflictStore } from './failureStore';

/**
 * A stale update (409): someone changed the data meanwhile. The user chooses to reload the latest
 * version or to stay, keeping what is on screen.
 */
export const ConflictDialog = () => {
  const { t } = useTranslation();
  const reload = useConflictStore((state) => state.reload);
  const message = useConflictStore((state) => state.message);
  const close = useConflictStore((state) => state.close);
  return (
    <ConfirmDialog
      isOpen={reload !== null}
      onOpenChange={(isOpen) => !isOpen && close()}
      title={t('errors.conflict.title')}
      confirmLabel={t('errors.conflict.reload')}
      cancelLabel={t('errors.conflict.stay')}
      onConfirm={() => {
        reload?.();
        close();
      }}
    >
      <p>{message}</p>
    </ConfirmDialog>
  );
};
