export type { DateFieldProps } from './DateField';
export { DateField } from './DateField';
