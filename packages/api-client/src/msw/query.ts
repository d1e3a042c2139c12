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

/** A filter's fields, each with how an item matches a value of it. */
export type Matchers<Item, Filter> = {
  readonly [Field in keyof Filter]?: (item: Item, value: NonNullable<Filter[Field]>) => boolean;
};

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  value === false ||
  (Array.isArray(value) && !value.length);

/** The items matching every field the filter sets, each by its declared matcher. */
export const filterBy = <Item, Filter extends object>(
  items: readonly Item[],
  filter: Filter,
  matchers: Matchers<Item, Filter>,
): Item[] => {
  const set = Object.entries(filter).filter(([, value]) => !isBlank(value));
  return items.filter((item) =>
    set.every(([field, value]) => matchers[field as keyof Filter]?.(item, value) ?? true),
  );
};

/** The usual matchers of a declared filter, reading the item's field with `read`. */
export const text =
  <Item>(read: (item: Item) => string | null | undefined) =>
  (item: Item, value: string) =>
    matchesText(read(item), value);
export const day =
  <Item>(read: (item: Item) => string | null | undefined) =>
  (item: Item, value: string) =>
    matchesDay(read(item), value);
export const equals =
  <Item>(read: (item: Item) => unknown) =>
  (item: Item, value: unknown) =>
    read(item) === value;
export const among =
  <Item>(read: (item: Item) => unknown) =>
  (item: Item, values: readonly unknown[]) =>
    values.includes(read(item));

/** A page of the items in the list's order; by default each sort field reads the item's own field. */
export const listPage = <Item, Field extends string>(
  items: readonly Item[],
  { sort, skip, take }: { sort: Sort<Field>; skip: number; take?: number | undefined },
  read: (item: Item, field: Field) => Sortable = (item, field) => (item as Record<string, Sortable>)[field],
) => paginate(sortItems(items, sort, read), skip, take);
