export type { ListOption } from '../internal/ListOption';
export type { SelectProps } from './Select';
export { Select } from './Select';
