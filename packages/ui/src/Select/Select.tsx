import type { SelectProps as AriaSelectProps } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { UI_NAMESPACE } from '../i18n/resources';
import { ChevronIcon } from '../internal/ChevronIcon';
import { FieldHelp, FieldLabel, type FieldTextProps } from '../internal/Field';
import { type ListOption, ListOptionItem } from '../internal/ListOption';
import { StyledListBox, StyledPopover } from '../internal/listbox.styles';
import { Root, Trigger, Value } from './Select.styles';

export interface SelectProps
  extends Omit<
      AriaSelectProps<ListOption>,
      'children' | 'className' | 'style' | 'items' | 'placeholder' | 'selectionMode'
    >,
    FieldTextProps {
  /** The choices, in display order. */
  items: readonly ListOption[];
  /** Text shown while nothing is chosen. @default 'Seleziona un valore' */
  placeholder?: string;
}

/**
 * A single choice from a short list (state, type, format). Keyboard, type-ahead and the popover
 * come from React Aria's Select; `value` / `onChange` hold the chosen option's id.
 */
export const Select = ({ label, description, errorMessage, items, placeholder, ...props }: SelectProps) => {
  const { t } = useTranslation(UI_NAMESPACE);
  return (
    <Root {...props} placeholder={placeholder ?? t('select.placeholder')}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Trigger>
        {/* The chosen option's label only: its description belongs to the list, not to the button. */}
        <Value>
          {({ isPlaceholder, selectedText, defaultChildren }) =>
            isPlaceholder ? defaultChildren : selectedText
          }
        </Value>
        <ChevronIcon />
      </Trigger>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <StyledPopover>
        <StyledListBox items={items}>{(option) => <ListOptionItem option={option} />}</StyledListBox>
      </StyledPopover>
    </Root>
  );
};
