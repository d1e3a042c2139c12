import { Modal } from '@cet-portal/ui';
import { useTranslation } from 'react-i18next';
import { logoutRequest, useSession } from '../session/session';

/** 'Login fallito' (requests-and-sign-in, section 2): closing it clears the auth state. */
export const LoginFailedModal = () => {
  const { t } = useTranslation();
  const { status } = useSession();
  return (
    <Modal
      isOpen={status === 'failed'}
      onOpenChange={(isOpen) => !isOpen && logoutRequest()}
      title={t('auth.loginFailed.title')}
      size="sm"
      role="alertdialog"
    >
      <p>{t('auth.loginFailed.body')}</p>
    </Modal>
  );
};
