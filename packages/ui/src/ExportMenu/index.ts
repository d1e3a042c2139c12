export type { ExportFormat, ExportMenuProps } from './ExportMenu';
export { ExportMenu } from './ExportMenu';
