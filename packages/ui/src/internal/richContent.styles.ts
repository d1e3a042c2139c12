import { css } from 'styled-components';

/**
 * Typography of stored rich text, shared by the editor and by SafeHtml so that what is written looks
 * the same once published.
 */
export const richContent = css`
  overflow-wrap: anywhere;
  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  h2,
  h3 {
    margin: ${({ theme }) => `${theme.space.md} 0 ${theme.space.sm}`};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  h3 {
    font-size: ${({ theme }) => theme.font.size.md};
  }
  ul,
  ol {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    padding-inline-start: ${({ theme }) => theme.space.lg};
  }
  blockquote {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    padding-inline-start: ${({ theme }) => theme.space.md};
    border-inline-start: 4px solid ${({ theme }) => theme.color.borderSubtle};
  }
  a {
    color: ${({ theme }) => theme.color.primary};
  }
`;
