import { Tag, TagGroup, TagList } from 'react-aria-components';
import styled from 'styled-components';
import { focusRing } from '../internal/field.styles';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.text};
`;

export const Instructions = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Group = styled(TagGroup)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

// styled() drops React Aria's generic signature (item and value types); the cast restores it.
export const Chips = styled(TagList)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: ${({ theme }) => theme.space.xs};
  border: 1px dashed ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.sm};
  outline: none;
  &[data-focus-visible] {
    ${focusRing}
  }
` as typeof TagList;

export const Chip = styled(Tag)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 36px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.primary};
  cursor: pointer;
  outline: none;
  &[data-hovered],
  &[data-pressed] {
    background: ${({ theme }) => theme.color.surface};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  &[data-disabled] {
    border-color: ${({ theme }) => theme.color.borderSubtle};
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }
`;

export const ChipLabel = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const ChipDescription = styled.span`
  color: ${({ theme }) => theme.color.text};
`;

export const Empty = styled.span`
  align-self: center;
  padding-inline: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;
