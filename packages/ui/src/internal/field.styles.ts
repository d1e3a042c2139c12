import { Button, FieldError, Label, Text } from 'react-aria-components';
import styled, { css } from 'styled-components';

/** The column every form control lays out in: label, control, description, error. */
export const fieldLayout = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  color: ${({ theme }) => theme.color.text};
`;

export const StyledLabel = styled(Label)`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

export const RequiredMark = styled.span`
  margin-inline-start: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.color.danger};
`;

export const Description = styled(Text).attrs({ slot: 'description' })`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const ErrorText = styled(FieldError)`
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.danger};
`;

/** The focus ring of every control: 3px, never only a colour change. */
export const focusRing = css`
  outline: 3px solid ${({ theme }) => theme.color.focusRing};
  outline-offset: 2px;
`;

/**
 * The box of a text-like control (input, text area, select button, date group). Invalid shows a red
 * border on the control itself or, for controls whose box is a child of the field, on the field.
 */
export const controlBox = css`
  box-sizing: border-box;
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
    opacity: 1;
  }
  &[data-hovered] {
    border-color: ${({ theme }) => theme.color.text};
  }
  &[data-focused],
  &[data-focus-within],
  &[data-focus-visible] {
    ${focusRing}
  }
  &[data-invalid],
  [data-invalid] > & {
    border-color: ${({ theme }) => theme.color.danger};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.danger};
  }
  &[data-disabled],
  [data-disabled] > & {
    background: ${({ theme }) => theme.color.surface};
    border-color: ${({ theme }) => theme.color.borderSubtle};
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }
`;

/** A square button inside a control's box, such as the one that opens suggestions or a calendar. */
export const FieldIconButton = styled(Button)`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &[data-hovered] {
    background: ${({ theme }) => theme.color.surface};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }
`;
