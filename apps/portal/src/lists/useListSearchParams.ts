import type { Sort } from '@cet-portal/api-client';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  type ListParamsOptions,
  type ListState,
  readListState,
  type UrlFilter,
  writeListState,
} from './listSearchParams';

/**
 * A list's filters, sort and page live in the query string, so a list can be bookmarked, shared,
 * and restored with the back button. A new filter or sort starts again from page 1.
 */
export const useListSearchParams = <Filter extends UrlFilter, Field extends string>(
  options: ListParamsOptions<Filter, Field>,
) => {
  // The options are a page's constants: the first ones are kept.
  const [settings] = useState(options);
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params, settings), [params, settings]);
  // From the address as it is when the user acts, not as this render saw it: a sort clicked right after
  // 'Cerca' would otherwise write the list's state from before the search, and drop its filter.
  const update = (next: Partial<ListState<Filter, Field>>) =>
    setParams((current) => writeListState({ ...readListState(current, settings), ...next }, settings));
  return {
    ...state,
    /** `skip` and `take` of the list call. */
    skip: (state.page - 1) * state.pageSize,
    take: state.pageSize,
    setFilter: (filter: Filter) => update({ filter, page: 1 }),
    setSort: (sort: Sort<Field>) => update({ sort, page: 1 }),
    setPage: (page: number) => update({ page }),
    setPageSize: (pageSize: number) => update({ pageSize, page: 1 }),
  };
};

/** What `useListSearchParams` gives: the list's state in the address and its setters. */
export type ListSearchParams<Filter extends UrlFilter, Field extends string> = ReturnType<
  typeof useListSearchParams<Filter, Field>
>;
