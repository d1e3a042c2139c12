import styled, { css } from 'styled-components';
import { focusRing } from './field.styles';

/**
 * The clickable row of a checkbox or radio: indicator then label, at least 44 px tall. The indicator
 * reads the row's React Aria state attributes, so checked, focus, invalid and disabled look the same
 * in both controls.
 */
export const toggleRow = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  cursor: pointer;
  overflow-wrap: anywhere;
  &[data-disabled] {
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }
`;

export const Indicator = styled.span<{ $shape: 'box' | 'circle' }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  border: 2px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ $shape, theme }) => ($shape === 'circle' ? '50%' : theme.radius.sm)};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.onPrimary};
  [data-hovered] > & {
    border-color: ${({ theme }) => theme.color.text};
  }
  [data-selected] > & {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ $shape, theme }) => ($shape === 'circle' ? theme.color.background : theme.color.primary)};
  }
  [data-focus-visible] > & {
    ${focusRing}
  }
  [data-invalid] > & {
    border-color: ${({ theme }) => theme.color.danger};
  }
  /* A disabled choice keeps showing whether it is on: the mark turns muted instead of white on grey. */
  [data-disabled] > & {
    border-color: ${({ theme }) => theme.color.borderSubtle};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
