import type { RoleName } from '@cet-portal/api-client';
import { Button } from '@cet-portal/ui';
import { useTranslation } from 'react-i18next';
import { CountText } from './RequestListPage.styles';
import { useRequestListCount } from './requestListQueries';

/**
 * What waits for the role, beside the title: the requests awaiting evaluation for the secretariat,
 * those to integrate for an applicant. A polite live region, as the number arrives after the page.
 */
export const RequestListCount = ({ role }: { role: RoleName | null }) => {
  const { t } = useTranslation();
  const count = useRequestListCount(role);
  if (role !== 'SEG' && role !== 'RIC') return null;
  const key = role === 'SEG' ? 'requestList.count.pending' : 'requestList.count.toIntegrate';
  return (
    <CountText role="status">
      {count.isSuccess && t(key, { count: count.data })}
      {count.isError && (
        <>
          {t('requestList.count.failed')}
          <Button variant="link" onPress={() => void count.refetch()}>
            {t('common.retry')}
          </Button>
        </>
      )}
    </CountText>
  );
};
