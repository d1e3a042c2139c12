import type { Sort } from '@cet-portal/api-client';
import { useMemo, useRef, useState } from 'react';
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
  // React Router's setter hands a function the address of the last render, not the last one written,
  // and draws a navigation in a transition: a sort clicked right after 'Cerca' would write the list's
  // state from before the search and drop its filter. So the hook keeps what it wrote last, until a
  // render shows an address (the written one, or one from the back button) that supersedes it.
  const written = useRef<{ over: URLSearchParams; next: URLSearchParams } | null>(null);
  const update = (next: Partial<ListState<Filter, Field>>) => {
    const current = written.current?.over === params ? written.current.next : params;
    const address = writeListState({ ...readListState(current, settings), ...next }, settings);
    written.current = { over: params, next: address };
    setParams(address);
  };
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
