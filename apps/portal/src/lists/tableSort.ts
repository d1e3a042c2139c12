import type { Sort, SortDirection } from '@cet-portal/api-client';
import type { DataTableSortDescriptor } from '@cet-portal/ui';

/** The list's one sorted field as the table shows it (it sets `aria-sort` on that header). */
export const toSortDescriptor = <Field extends string>(
  sort: Sort<Field>,
): DataTableSortDescriptor | undefined => {
  const [entry] = Object.entries(sort) as [Field, SortDirection][];
  return entry && { column: entry[0], direction: entry[1] === 1 ? 'ascending' : 'descending' };
};

/** A header the user pressed, as the list call's sort; null for a column the call cannot sort by. */
export const fromSortDescriptor = <Field extends string>(
  descriptor: DataTableSortDescriptor,
  fields: readonly Field[],
): Sort<Field> | null => {
  const field = fields.find((candidate) => candidate === descriptor.column);
  return field ? ({ [field]: descriptor.direction === 'ascending' ? 1 : -1 } as Sort<Field>) : null;
};
