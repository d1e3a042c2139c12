import type { ComboBoxProps as AriaComboBoxProps } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { UI_NAMESPACE } from '../i18n/resources';
import { ChevronIcon } from '../internal/ChevronIcon';
import { FieldHelp, FieldLabel, type FieldTextProps } from '../internal/Field';
import { FieldIconButton } from '../internal/field.styles';
import { type ListOption, ListOptionItem } from '../internal/ListOption';
import { ListBoxMessage, StyledListBox, StyledPopover } from '../internal/listbox.styles';
import { Spinner } from '../Spinner';
import { Adornments, InputWrapper, Root, StyledInput } from './ComboBox.styles';

export interface ComboBoxProps
  extends Omit<
      AriaComboBoxProps<ListOption>,
      'children' | 'className' | 'style' | 'items' | 'defaultItems' | 'selectionMode'
    >,
    FieldTextProps {
  /**
   * The suggestions. Without `onInputChange` the combo box filters them itself by what is typed;
   * with it, the parent filters them (for instance by asking the server) and passes the result.
   */
  items: readonly ListOption[];
  /** Whether suggestions are being fetched: shows a spinner and a loading message. @default false */
  isLoading?: boolean;
  /** A hint shown inside the empty input; never a substitute for the label. @default undefined */
  placeholder?: string;
}

/**
 * A text input with a list of suggestions, such as the rapporteur field that suggests users by a
 * part of their name. `value` / `onChange` hold the chosen suggestion's id; `inputValue` /
 * `onInputChange` the typed text.
 */
export const ComboBox = ({
  label,
  description,
  errorMessage,
  items,
  isLoading = false,
  placeholder,
  ...props
}: ComboBoxProps) => {
  const { t } = useTranslation(UI_NAMESPACE);
  // Items filtered by the parent are controlled; otherwise React Aria filters them by what is typed.
  const collection = props.onInputChange ? { items } : { defaultItems: items };
  return (
    <Root {...props} {...collection} allowsEmptyCollection>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <InputWrapper>
        <StyledInput placeholder={placeholder} />
        <Adornments>
          {isLoading && <Spinner size={16} label={t('comboBox.loading')} />}
          <FieldIconButton aria-label={t('comboBox.showSuggestions')}>
            <ChevronIcon />
          </FieldIconButton>
        </Adornments>
      </InputWrapper>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <StyledPopover>
        <StyledListBox
          renderEmptyState={() => (
            <ListBoxMessage>{isLoading ? t('comboBox.loading') : t('comboBox.noResults')}</ListBoxMessage>
          )}
        >
          {(option: ListOption) => <ListOptionItem option={option} />}
        </StyledListBox>
      </StyledPopover>
    </Root>
  );
};
