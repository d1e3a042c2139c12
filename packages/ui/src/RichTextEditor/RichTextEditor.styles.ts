import { Button, Separator, ToggleButton, Toolbar } from 'react-aria-components';
import styled, { css } from 'styled-components';
import { focusRing } from '../internal/field.styles';
import { richContent } from '../internal/richContent.styles';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.text};
`;

export const Frame = styled.div<{ $isDisabled: boolean }>`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $isDisabled }) => ($isDisabled ? theme.color.surface : theme.color.background)};
`;

export const Bar = styled(Toolbar)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.color.borderSubtle};
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => `${theme.radius.sm} ${theme.radius.sm} 0 0`};
`;

const toolButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 40px;
  height: 40px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  cursor: pointer;
  &[data-hovered] {
    border-color: ${({ theme }) => theme.color.border};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }
`;

/** A formatting toggle; when on, it is filled, not only recoloured. */
export const ToolToggle = styled(ToggleButton)`
  ${toolButton}
  &[data-selected] {
    background: ${({ theme }) => theme.color.primary};
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
`;

export const ToolButton = styled(Button)`
  ${toolButton}
`;

export const ToolSeparator = styled(Separator)`
  align-self: stretch;
  width: 1px;
  margin: ${({ theme }) => `${theme.space.xs} ${theme.space.xs}`};
  border: none;
  background: ${({ theme }) => theme.color.borderSubtle};
`;

/** The letter of a text-style toggle, drawn in that style; decorative, the button carries the name. */
export const Glyph = styled.span.attrs({ 'aria-hidden': true })<{ $style: 'bold' | 'italic' | 'underline' }>`
  font-weight: ${({ $style, theme }) => ($style === 'bold' ? theme.font.weight.bold : 'inherit')};
  font-style: ${({ $style }) => ($style === 'italic' ? 'italic' : 'normal')};
  text-decoration: ${({ $style }) => ($style === 'underline' ? 'underline' : 'none')};
`;

export const Content = styled.div<{ $minHeight: string }>`
  .ProseMirror {
    ${richContent}
    min-height: ${({ $minHeight }) => $minHeight};
    padding: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => `0 0 ${theme.radius.sm} ${theme.radius.sm}`};
  }
  .ProseMirror:focus-visible {
    ${focusRing}
    outline-offset: -3px;
  }
`;
