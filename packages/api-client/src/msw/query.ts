import type { Sort } from '../contract/paging';
import { toRomeDay } from '../helpers/dates';

/** Case-insensitive partial match; an empty or missing filter matches everything. */
export const matchesText = (value: string | null | undefined, filter: string | undefined): boolean =>
  !filter || (value ?? '').toLocaleLowerCase('it').includes(filter.toLocaleLowerCase('it'));

/** The whole Rome day of `day` (`yyyy-MM-dd`) contains the instant. */
export const matchesDay = (instant: string | null | undefined, day: string | undefined): boolean =>
  !day || (instant != null && toRomeDay(instant) === day);

type Sortable = string | number | boolean | null | undefined;

const compare = (left: Sortable, right: Sortable): number => {
  if (left === right) return 0;
  if (left == null) return 1;
  if (right == null) return -1;
  if (typeof left === 'string' && typeof right === 'string') return left.localeCompare(right, 'it');
  return left < right ? -1 : 1;
};

/** Sorts by the sort's keys in order; missing values go last whatever the direction. */
export const sortItems = <Item, Field extends string>(
  items: readonly Item[],
  sort: Sort<Field>,
  read: (item: Item, field: Field) => Sortable,
): Item[] => {
  const keys = Object.entries(sort) as [Field, 1 | -1][];
  return [...items].sort((a, b) => {
    for (const [field, direction] of keys) {
      const left = read(a, field);
      const right = read(b, field);
      const order = left == null || right == null ? compare(left, right) : compare(left, right) * direction;
      if (order !== 0) return order;
    }
    return 0;
  });
};

export const paginate = <Item>(items: readonly Item[], skip: number, take: number | undefined) => ({
  result: items.slice(skip, take === undefined ? undefined : skip + take),
  total: items.length,
});
