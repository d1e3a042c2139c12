import type { List } from '@cet-portal/api-client';
import { DataTable, type DataTableColumn, Pagination } from '@cet-portal/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageLoadFailure } from '../../errors/LoadFailure';
import type { UrlFilter } from '../../lists/listSearchParams';
import { fromSortDescriptor, toSortDescriptor } from '../../lists/tableSort';
import type { useListSearchParams } from '../../lists/useListSearchParams';

const ListFooter = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
`;

export interface PanelTableProps<Row, Filter extends UrlFilter, Field extends string> {
  caption: string;
  columns: readonly DataTableColumn<Row>[];
  /** The page of rows being shown. */
  query: UseQueryResult<List<Row>>;
  /** The list's state in the query string. */
  list: ReturnType<typeof useListSearchParams<Filter, Field>>;
  /** The columns the list call sorts by (their ids are the field names). */
  sortFields: readonly Field[];
  getRowId: (row: Row) => string;
  emptyMessage: string;
  /** What failed when the rows cannot be read, e.g. 'Non è stato possibile caricare gli utenti.' */
  loadError: string;
  renderActions: (row: Row) => ReactNode;
}

/**
 * The table of a panel with its paging (sizes 10 to 50): sorting a header and changing page go to
 * the query string; a failed read is said with the server's reason and 'Riprova' (a refusal is the
 * 403 page).
 */
export const PanelTable = <Row, Filter extends UrlFilter, Field extends string>({
  caption,
  columns,
  query,
  list,
  sortFields,
  getRowId,
  emptyMessage,
  loadError,
  renderActions,
}: PanelTableProps<Row, Filter, Field>) => {
  if (query.isError) {
    return <PageLoadFailure error={query.error} what={loadError} onRetry={() => void query.refetch()} />;
  }
  return (
    <>
      <DataTable
        caption={caption}
        columns={columns}
        rows={query.data?.result ?? []}
        getRowId={getRowId}
        sortDescriptor={toSortDescriptor(list.sort)}
        onSortChange={(descriptor) => {
          const sort = fromSortDescriptor(descriptor, sortFields);
          if (sort) list.setSort(sort);
        }}
        isLoading={query.isPending}
        emptyMessage={emptyMessage}
        renderActions={renderActions}
      />
      <ListFooter>
        <Pagination
          page={list.page}
          pageSize={list.pageSize}
          total={query.data?.total ?? 0}
          onPageChange={list.setPage}
          onPageSizeChange={list.setPageSize}
        />
      </ListFooter>
    </>
  );
};
