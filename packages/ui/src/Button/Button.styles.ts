import { Button as AriaButton } from 'react-aria-components';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
    border-color: ${({ theme }) => theme.color.primary};
    &[data-hovered], &[data-pressed] { background: ${({ theme }) => theme.color.primaryHover}; }
  `,
  secondary: css`
    background: ${({ theme }) => theme.color.background};
    color: ${({ theme }) => theme.color.primary};
    border-color: ${({ theme }) => theme.color.primary};
    &[data-hovered], &[data-pressed] { background: ${({ theme }) => theme.color.surface}; }
  `,
  danger: css`
    background: ${({ theme }) => theme.color.danger};
    color: ${({ theme }) => theme.color.onPrimary};
    border-color: ${({ theme }) => theme.color.danger};
  `,
  link: css`
    background: transparent;
    color: ${({ theme }) => theme.color.primary};
    border-color: transparent;
    text-decoration: underline;
    padding-inline: 0;
  `,
};

export const StyledButton = styled(AriaButton)<{ $variant: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 2px solid;
  border-radius: ${({ theme }) => theme.radius.sm};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;
  ${({ $variant }) => variants[$variant]}
  &[data-focus-visible] {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;
