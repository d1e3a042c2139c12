import { PageTitle } from '@cet-portal/ui';
import { useTranslation } from 'react-i18next';

export const HomePage = () => {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('app.welcome')}</PageTitle>
      <p>{t('app.intro')}</p>
    </>
  );
};
