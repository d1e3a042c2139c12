export type { DataTableColumn, DataTableProps, DataTableSortDescriptor } from './DataTable';
export { DataTable } from './DataTable';
