import { DisclosurePanel } from 'react-aria-components';
import styled from 'styled-components';

/** The container whose width decides between the table and its stacked rows (not the window's). */
const CONTAINER = 'attachment-table';

export const ScrollRegion = styled.div`
  container: ${CONTAINER} / inline-size;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.sm};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

export const Table = styled.table`
  width: 100%;
  min-width: 36rem;
  border-collapse: collapse;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};

  caption {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-align: start;
  }

  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.borderSubtle};
    text-align: start;
    vertical-align: middle;
  }

  thead th {
    border-bottom: 2px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }

  tbody th {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }

  /*
   * Narrower than its four columns (a phone, a narrow form column): each row stacks as a card, its type
   * as the card's title and every other cell under the label of its column, so nothing scrolls
   * sideways (WCAG 1.4.10). The headers stay for screen readers, which still read a table (the roles
   * are explicit in AttachmentTable.tsx); the labels are for the eye only ('/ ""' gives them no text).
   */
  @container ${CONTAINER} (width < ${({ theme }) => theme.breakpoint.sm}) {
    &,
    caption,
    tbody,
    tr,
    th,
    td {
      display: block;
    }
    min-width: 0;

    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }

    tbody tr {
      display: grid;
      gap: ${({ theme }) => theme.space.xs};
      padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
      border-bottom: 1px solid ${({ theme }) => theme.color.borderSubtle};
    }

    tbody th,
    tbody td {
      padding: 0;
      border-bottom: none;
    }

    tbody td {
      display: grid;
      grid-template-columns: minmax(6rem, 40%) minmax(0, 1fr);
      column-gap: ${({ theme }) => theme.space.md};
      align-items: baseline;
      &::before {
        content: attr(data-label) / '';
        color: ${({ theme }) => theme.color.textMuted};
      }
      &:empty {
        display: none;
      }
    }
  }
`;

export const RequiredMark = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.font.weight.regular};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const FileLine = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${({ theme }) => theme.space.sm};
  overflow-wrap: anywhere;
`;

export const Missing = styled.span`
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Chevron = styled.span`
  display: inline-flex;
  transition: transform ${({ theme }) => theme.motion.fast};
  [aria-expanded='true'] > & {
    transform: rotate(180deg);
  }
`;

export const HistoryPanel = styled(DisclosurePanel)`
  ul {
    margin: ${({ theme }) => `${theme.space.xs} 0 0`};
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    column-gap: ${({ theme }) => theme.space.sm};
  }
`;
