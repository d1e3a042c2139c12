export type { DataTableColumn, DataTableProps, DataTableSortDescriptor } from './DataTable';
export { DataTable, VIRTUALIZE_ABOVE } from './DataTable';
