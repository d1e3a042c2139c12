import { PageTitle, showToast } from '@cet-portal/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appToasts } from '../../app/toasts';

/** `/loginFailure`: the 2-second top notification 'Autenticazione' of the spec, and a way back. */
export const LoginFailurePage = () => {
  const { t } = useTranslation();
  useEffect(() => {
    const key = showToast(appToasts, {
      tone: 'error',
      title: t('auth.failurePage.toastTitle'),
      description: t('auth.failurePage.toastBody'),
    });
    return () => appToasts.close(key);
  }, [t]);
  return (
    <>
      <PageTitle>{t('auth.failurePage.title')}</PageTitle>
      <p>{t('auth.failurePage.body')}</p>
      <Link to="/">{t('auth.failurePage.back')}</Link>
    </>
  );
};
