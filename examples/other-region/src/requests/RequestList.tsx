import { REQUEST_LIST_DEFAULT_SORT } from '@cet-portal/api-client';
import { DataTable, Pagination } from '@cet-portal/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secretariatClient } from '../api/apiClient';
import { REGION_NAMESPACE } from '../region/texts';
import { requestColumns } from './requestColumns';

const PAGE_SIZE = 10;

/** The committee's requests, newest sent first, ten a page, with the region's extra column. */
export const RequestList = () => {
  const { t } = useTranslation(REGION_NAMESPACE);
  const [page, setPage] = useState(1);
  const columns = useMemo(() => requestColumns(t), [t]);
  const requests = useQuery({
    queryKey: ['request.find', page],
    queryFn: ({ signal }) =>
      secretariatClient.request.find(
        { skip: (page - 1) * PAGE_SIZE, take: PAGE_SIZE, sort: REQUEST_LIST_DEFAULT_SORT },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

  return (
    <section aria-labelledby="request-list-title">
      <h2 id="request-list-title">{t('list.title')}</h2>
      <DataTable
        caption={t('list.caption')}
        columns={columns}
        rows={requests.data?.result ?? []}
        getRowId={(request) => request._id}
        isLoading={requests.isPending}
        errorMessage={requests.isError ? t('list.loadFailed') : undefined}
        onRetry={() => void requests.refetch()}
      />
      <Pagination page={page} total={requests.data?.total ?? 0} onPageChange={setPage} />
    </section>
  );
};
