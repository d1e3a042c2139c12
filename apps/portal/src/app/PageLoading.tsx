import { Spinner } from '@cet-portal/ui';
import { useTranslation } from 'react-i18next';

export const PageLoading = () => {
  const { t } = useTranslation();
  return <Spinner label={t('common.loadingPage')} showLabel size={32} />;
};
