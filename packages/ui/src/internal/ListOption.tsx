import type { Key } from 'react-aria-components';
import { Text } from 'react-aria-components';
import { Description } from './field.styles';
import { StyledListBoxItem } from './listbox.styles';

/** One choice of a select, combo box or chip list. */
export interface ListOption {
  /** Stable identifier, given back by `onChange`. */
  id: Key;
  /** The visible text, also what screen readers and type-ahead use. */
  label: string;
  /** A second line under the label. @default undefined */
  description?: string;
  /** Whether the option cannot be chosen. @default false */
  isDisabled?: boolean;
}

/** One option of a list box, with its description wired as the option's description. */
export const ListOptionItem = ({ option }: { option: ListOption }) => (
  <StyledListBoxItem id={option.id} textValue={option.label} isDisabled={option.isDisabled}>
    <Text slot="label">{option.label}</Text>
    {option.description && <Description>{option.description}</Description>}
  </StyledListBoxItem>
);
