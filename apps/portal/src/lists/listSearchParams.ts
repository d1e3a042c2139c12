import { PAGE_SIZE_OPTIONS, type Sort, type SortDirection } from '@cet-portal/api-client';
import type { z } from 'zod';

/** A filter as it travels in the query string: each field one parameter (a list repeats it). */
export type UrlFilterValue = string | number | boolean | readonly string[] | undefined;
export type UrlFilter = Record<string, UrlFilterValue>;

export interface ListState<Filter extends UrlFilter, Field extends string> {
  filter: Filter;
  /** One sorted column, as the tables sort by one column at a time. */
  sort: Sort<Field>;
  /** 1-based. */
  page: number;
  pageSize: number;
}

export interface ListParamsOptions<Filter extends UrlFilter, Field extends string> {
  /** Parses the raw parameters (strings, or string lists when repeated) into the typed filter. */
  filterSchema: z.ZodType<Filter>;
  sortFields: readonly Field[];
  defaultSort: Sort<Field>;
  /** @default 10 */
  defaultPageSize?: number;
}

const RESERVED = new Set(['page', 'size', 'sort']);

/**
 * Plain digits only: `Number` would also read '1e2', '0x10' or ' 3', which no link of ours writes,
 * and a number past the safe integers, which the server's whole-number checks refuse.
 */
const positiveInt = (value: string | null): number | undefined => {
  if (value === null || !/^[1-9]\d*$/.test(value)) return undefined;
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : undefined;
};

/**
 * Reads a list's state from the query string. Anything malformed (a hand-edited or old bookmark)
 * falls back to the default rather than failing the page.
 */
export const readListState = <Filter extends UrlFilter, Field extends string>(
  params: URLSearchParams,
  { filterSchema, sortFields, defaultSort, defaultPageSize = 10 }: ListParamsOptions<Filter, Field>,
): ListState<Filter, Field> => {
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    if (RESERVED.has(key)) continue;
    const values = params.getAll(key);
    raw[key] = values.length > 1 ? values : (values[0] ?? '');
  }
  const parsed = filterSchema.safeParse(raw);
  const sortParam = params.get('sort') ?? '';
  const field = sortParam.replace(/^-/, '') as Field;
  const direction: SortDirection = sortParam.startsWith('-') ? -1 : 1;
  const size = positiveInt(params.get('size'));
  const pageSize =
    size !== undefined && (PAGE_SIZE_OPTIONS as readonly number[]).includes(size) ? size : defaultPageSize;
  const page = positiveInt(params.get('page')) ?? 1;
  return {
    filter: parsed.success ? parsed.data : ({} as Filter),
    sort: sortFields.includes(field) ? ({ [field]: direction } as Sort<Field>) : defaultSort,
    // The list call skips (page - 1) * pageSize rows: that too must stay a safe integer.
    page: Number.isSafeInteger((page - 1) * pageSize) ? page : 1,
    pageSize,
  };
};

/** Writes a list's state to a query string, leaving out what is empty or the default. */
export const writeListState = <Filter extends UrlFilter, Field extends string>(
  state: ListState<Filter, Field>,
  {
    defaultSort,
    defaultPageSize = 10,
  }: Pick<ListParamsOptions<Filter, Field>, 'defaultSort' | 'defaultPageSize'>,
): URLSearchParams => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(state.filter)) {
    if (value === undefined || value === '' || value === false) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, item);
    else params.set(key, String(value));
  }
  const [sortEntry] = Object.entries(state.sort) as [string, SortDirection][];
  const [defaultEntry] = Object.entries(defaultSort) as [string, SortDirection][];
  if (sortEntry && (sortEntry[0] !== defaultEntry?.[0] || sortEntry[1] !== defaultEntry?.[1])) {
    params.set('sort', `${sortEntry[1] === -1 ? '-' : ''}${sortEntry[0]}`);
  }
  if (state.page > 1) params.set('page', String(state.page));
  if (state.pageSize !== defaultPageSize) params.set('size', String(state.pageSize));
  return params;
};
