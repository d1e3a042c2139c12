import { useId, useState } from 'react';
import { VisuallyHidden } from 'react-aria';
import type { Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { UI_NAMESPACE } from '../i18n/resources';
import { StyledLabel } from '../internal/field.styles';
import type { ListOption } from '../internal/ListOption';
import {
  Chip,
  ChipDescription,
  ChipLabel,
  Chips,
  Empty,
  Group,
  Instructions,
  Root,
} from './ChipTransfer.styles';

export interface ChipTransferProps {
  /** The chosen items, such as the user's roles. */
  selected: readonly ListOption[];
  /** The items that can still be chosen: every item not in `selected`. */
  available: readonly ListOption[];
  /** Called with the ids of the new selection when an item moves; the parent passes the new split back. */
  onChange: (selectedIds: Key[]) => void;
  /** Label of the chosen items. @default 'Ruoli selezionati:' */
  selectedLabel?: string;
  /** Label of the items that can be chosen. @default 'Ruoli disponibili:' */
  availableLabel?: string;
  /** Shown when nothing is chosen. @default "Non ci sono ruoli assegnati all'utente." */
  selectedEmptyText?: string;
  /** Shown when everything is chosen. @default 'Non ci sono ruoli disponibili.' */
  availableEmptyText?: string;
  /** Whether no item can move, e.g. while the form is saved. @default false */
  isDisabled?: boolean;
}

interface ChipListProps {
  label: string;
  emptyText: string;
  items: readonly ListOption[];
  icon: string;
  describedBy: string;
  isDisabled: boolean;
  onMove: (ids: Key[]) => void;
  /** Delete and Backspace move items out of the list too, as React Aria's tag removal. */
  allowsRemoving?: boolean;
}

const ChipList = ({
  label,
  emptyText,
  items,
  icon,
  describedBy,
  isDisabled,
  onMove,
  allowsRemoving = false,
}: ChipListProps) => (
  <Group
    aria-describedby={describedBy}
    onAction={(id) => onMove([id])}
    onRemove={allowsRemoving ? (keys) => onMove([...keys]) : undefined}
  >
    <StyledLabel>{label}</StyledLabel>
    <Chips items={items} renderEmptyState={() => <Empty>{emptyText}</Empty>}>
      {(item: ListOption) => (
        <Chip
          id={item.id}
          textValue={item.description ? `${item.label} ${item.description}` : item.label}
          isDisabled={isDisabled || item.isDisabled}
        >
          <ChipLabel>{item.label}</ChipLabel>
          {item.description && <ChipDescription>{item.description}</ChipDescription>}
          <span aria-hidden="true">{icon}</span>
        </Chip>
      )}
    </Chips>
  </Group>
);

/**
 * Two lists of chips, such as a user's roles and the roles left: pressing a chip, or Enter on it,
 * moves it to the other list; Delete moves a chosen one back. Each move is announced politely.
 */
export const ChipTransfer = ({
  selected,
  available,
  onChange,
  selectedLabel,
  availableLabel,
  selectedEmptyText,
  availableEmptyText,
  isDisabled = false,
}: ChipTransferProps) => {
  const { t } = useTranslation(UI_NAMESPACE);
  const instructionsId = useId();
  const [announcement, setAnnouncement] = useState('');
  const labelOf = (id: Key) => [...selected, ...available].find((item) => item.id === id)?.label ?? '';

  const add = (ids: Key[]) => {
    onChange([...selected.map((item) => item.id), ...ids]);
    setAnnouncement(ids.map((id) => t('chipTransfer.added', { item: labelOf(id) })).join(' '));
  };
  const remove = (ids: Key[]) => {
    onChange(selected.map((item) => item.id).filter((id) => !ids.includes(id)));
    setAnnouncement(ids.map((id) => t('chipTransfer.removed', { item: labelOf(id) })).join(' '));
  };

  return (
    <Root>
      <Instructions id={instructionsId}>{t('chipTransfer.instructions')}</Instructions>
      <ChipList
        label={selectedLabel ?? t('chipTransfer.selectedLabel')}
        emptyText={selectedEmptyText ?? t('chipTransfer.selectedEmpty')}
        items={selected}
        icon="×"
        describedBy={instructionsId}
        isDisabled={isDisabled}
        onMove={remove}
        allowsRemoving
      />
      <ChipList
        label={availableLabel ?? t('chipTransfer.availableLabel')}
        emptyText={availableEmptyText ?? t('chipTransfer.availableEmpty')}
        items={available}
        icon="+"
        describedBy={instructionsId}
        isDisabled={isDisabled}
        onMove={add}
      />
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </Root>
  );
};
