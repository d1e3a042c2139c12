import { PageTitle, Spinner } from '@cet-portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryOptionsFor } from '../../api/queries';
import { LoadFailure } from '../../errors/LoadFailure';
import { useSession } from '../../session/session';
import { FeeSheetSection } from './FeeSheetSection';
import { FormArchivesSection } from './FormArchivesSection';

/**
 * `/documentation` (public): the fee sheet and one form archive per request category
 * (meetings-and-administration, section 2).
 */
export const DocumentationPage = () => {
  const { role } = useSession();
  const { t } = useTranslation();
  const documentation = useQuery(queryOptionsFor(role, 'documentation.get'));
  return (
    <>
      <PageTitle>{t('documentation.title')}</PageTitle>
      <p>{t('documentation.intro')}</p>
      {documentation.isPending && <Spinner label={t('documentation.loading')} showLabel />}
      {documentation.isError && (
        <LoadFailure
          error={documentation.error}
          what={t('documentation.loadError')}
          onRetry={() => documentation.refetch()}
        />
      )}
      {documentation.data && (
        <>
          <FeeSheetSection feeSheet={documentation.data.feeSheet} />
          <FormArchivesSection archives={documentation.data.archives} />
        </>
      )}
    </>
  );
};
