import { ListBox, ListBoxItem, Popover } from 'react-aria-components';
import styled from 'styled-components';
import { focusRing } from './field.styles';

/**
 * The floating panel of selects, combo boxes and date pickers, at least as wide as its trigger;
 * React Aria sets its max height to the room left in the viewport.
 */
export const StyledPopover = styled(Popover)`
  /* React Aria keeps 12px from the viewport's edges: wider, the page would scroll and close the list. */
  min-width: min(var(--trigger-width), calc(100vw - 24px));
  max-width: calc(100vw - 24px);
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
  z-index: ${({ theme }) => theme.zIndex.overlay};
`;

// styled() drops React Aria's generic signature (item and value types); the cast restores it.
export const StyledListBox = styled(ListBox)`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space.xs};
  outline: none;
` as typeof ListBox;

export const StyledListBoxItem = styled(ListBoxItem)`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  outline: none;
  &[data-hovered],
  &[data-focused] {
    background: ${({ theme }) => theme.color.surface};
  }
  &[data-focus-visible] {
    ${focusRing}
    outline-offset: -3px;
  }
  &[data-selected] {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.color.primary};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }
`;

/** The text of a list box that has no option to show (nothing matches, or still loading). */
export const ListBoxMessage = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme }) => theme.color.textMuted};
`;
