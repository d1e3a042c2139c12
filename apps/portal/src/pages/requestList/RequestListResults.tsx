import {
  type DomainLabels,
  exportFileName,
  isRicEditable,
  isWaitingForApplicant,
  labelsIn,
  type Request,
  type RequestFilter,
  type RoleName,
} from '@cet-portal/api-client';
import { RequestFilterBar } from '@cet-portal/forms';
import { DataTable, ExportMenu, type ExportMenuProps, Pagination } from '@cet-portal/ui';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCall } from '../../api/files';
import { TextLink } from '../../app/links';
import { failureMessage, reportFailure } from '../../errors/failureStore';
import { fromSortDescriptor, toSortDescriptor } from '../../lists/tableSort';
import type { ListSearchParams } from '../../lists/useListSearchParams';
import type { RequestListRoute } from '../../routes/routeAccess';
import { Results } from './RequestListPage.styles';
import { requestListColumns, requestListHighlight } from './requestListColumns';
import type { useRequestListPage } from './requestListQueries';
import {
  filterIdentity,
  REQUEST_LIST_SORT_FIELDS,
  type RequestListSortField,
  type RequestListUrlFilter,
  type requestListUrlFilterSchema,
} from './requestListQuery';

/** 'Solo con termine scaduto' where the list can hold requests waiting for the applicant. */
const offersLapsed = (route: RequestListRoute) =>
  route.statusList.length === 0 || route.statusList.some(isWaitingForApplicant);

/** How a row's links name the request to screen readers: its identifier, or a draft's title. */
const requestName = (request: Request, labels: DomainLabels) =>
  request.identifier === null ? request.studyTitle || labels.noIdentifier : String(request.identifier);

export interface RequestListResultsProps {
  route: RequestListRoute;
  /** The active role, which picks the columns, the highlight and the lapsed filter. */
  role: RoleName | null;
  /** The list's title, also the export's. */
  title: string;
  filterSchema: ReturnType<typeof requestListUrlFilterSchema>;
  list: ListSearchParams<RequestListUrlFilter, RequestListSortField>;
  /** The list call's query, which the export repeats. */
  query: RequestFilter;
  page: ReturnType<typeof useRequestListPage>;
}

/** A request list's filters, export, sortable table and pages, under its title and to-do list. */
export const RequestListResults = ({
  route,
  role,
  title,
  filterSchema,
  list,
  query,
  page,
}: RequestListResultsProps) => {
  const { t, i18n } = useTranslation();
  const labels = labelsIn(i18n.language);
  const isApplicant = role === 'RIC';
  // The bar keeps what the user typed after a search; a filter that arrives with a navigation (the
  // back button, a menu link) starts the bar again from the address.
  const identity = filterIdentity(list.filter);
  const [bar, setBar] = useState({ identity, generation: 0 });
  if (bar.identity !== identity) setBar({ identity, generation: bar.generation + 1 });
  const search = (filter: RequestFilter) => {
    const next = filterSchema.parse(filter);
    setBar((current) => ({ ...current, identity: filterIdentity(next) }));
    list.setFilter(next);
  };

  const columns = useMemo(() => requestListColumns(role, route, t, labels), [role, route, t, labels]);
  const highlight = useMemo(() => requestListHighlight(role, t), [role, t]);
  const renderActions = useCallback(
    (request: Request) => {
      const name = requestName(request, labels);
      return (
        <>
          <TextLink
            href={`/showRequest/${request._id}`}
            aria-label={t('requestList.actions.viewLabel', { name })}
          >
            {t('requestList.actions.view')}
          </TextLink>
          {isApplicant && isRicEditable(request.state) && (
            <TextLink
              href={`/requestForm/${request._id}`}
              aria-label={t('requestList.actions.editLabel', { name })}
            >
              {t('requestList.actions.edit')}
            </TextLink>
          )}
        </>
      );
    },
    [isApplicant, t, labels],
  );

  const exportList: ExportMenuProps['onExport'] = async (format) => {
    const type = format === 'csv' ? 'CSV' : 'PDF';
    try {
      await downloadCall(
        role,
        'request.download',
        { query, sort: list.sort, type, title },
        exportFileName(title, type),
      );
    } catch (error) {
      // The menu says the file was not made; the notification says why.
      reportFailure(error);
      throw error;
    }
  };

  return (
    <>
      <RequestFilterBar
        key={bar.generation}
        states={route.statusList.length > 0 ? route.statusList : undefined}
        showType={isApplicant || route.type === ''}
        showOnlyIntegrated={route.offersOnlyIntegrated}
        showOnlyLapsed={role === 'SEG' && offersLapsed(route)}
        defaultFilter={list.filter}
        onSearch={search}
      />
      <Results aria-label={t('requestList.results')} aria-busy={page.isPlaceholderData || undefined}>
        <ExportMenu onExport={exportList} isEmpty={page.data?.total === 0} />
        <DataTable
          caption={title}
          columns={columns}
          rows={page.data?.result ?? []}
          getRowId={(request) => request._id}
          sortDescriptor={toSortDescriptor(list.sort)}
          onSortChange={(descriptor) => {
            const sort = fromSortDescriptor(descriptor, REQUEST_LIST_SORT_FIELDS);
            if (sort) list.setSort(sort);
          }}
          isRowHighlighted={highlight?.isRowHighlighted}
          highlightLabel={highlight?.highlightLabel}
          renderActions={renderActions}
          actionsHeader={t('requestList.columns.actions')}
          isLoading={page.isPending}
          emptyMessage={t('requestList.empty')}
          errorMessage={
            page.isError ? t('requestList.loadFailed', { reason: failureMessage(page.error) }) : undefined
          }
          onRetry={() => void page.refetch()}
        />
        {page.data && (
          <Pagination
            page={list.page}
            pageSize={list.pageSize}
            total={page.data.total}
            onPageChange={list.setPage}
            onPageSizeChange={list.setPageSize}
          />
        )}
      </Results>
    </>
  );
};
