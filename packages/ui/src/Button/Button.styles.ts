import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

// Hover only where a pointer hovers: a tap on a phone leaves no sticky hover colour behind.
const whenHovered = (rules: ReturnType<typeof css>) => css`
  @media (hover: hover) {
    &:hover:not(:disabled, [aria-disabled='true']) { ${rules} }
  }
  &:active:not(:disabled, [aria-disabled='true']) { ${rules} }
`;

const variants = {
  primary: css`
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
    border-color: ${({ theme }) => theme.color.primary};
    ${whenHovered(css`background: ${({ theme }) => theme.color.primaryHover};`)}
  `,
  secondary: css`
    background: ${({ theme }) => theme.color.background};
    color: ${({ theme }) => theme.color.primary};
    border-color: ${({ theme }) => theme.color.primary};
    ${whenHovered(css`background: ${({ theme }) => theme.color.surface};`)}
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

/**
 * The look of every button, native or React Aria's: both render a `<button>`, so the states are the
 * element's own (`:focus-visible`, `:disabled`), not React Aria's data attributes.
 */
export const buttonStyles = css<{ $variant: ButtonVariant }>`
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
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export const StyledButton = styled.button<{ $variant: ButtonVariant }>`
  ${buttonStyles}
`;
