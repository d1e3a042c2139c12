export type { ListOption } from '../internal/ListOption';
export type { ComboBoxProps } from './ComboBox';
export { ComboBox } from './ComboBox';
