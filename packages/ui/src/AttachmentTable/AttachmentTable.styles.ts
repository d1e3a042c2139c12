import { DisclosurePanel } from 'react-aria-components';
import styled from 'styled-components';

export const ScrollRegion = styled.div`
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
