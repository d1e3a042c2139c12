import styled from 'styled-components';

/** The changes and, beside them on a wide screen, the comments they answer. */
export const Layout = styled.div`
  display: grid;
  /* One column on a phone, never wider than the screen: long version names shorten with an ellipsis. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  @media (min-width: 960px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

export const Pickers = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin-block-end: ${({ theme }) => theme.space.md};
  > * {
    max-width: 100%;
  }
`;

export const ChangeList = styled.dl`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
`;

/** Added words: underlined on green, so the change does not rest on colour alone. */
export const Added = styled.ins`
  background: #d8f3dc;
  color: #0b3d1a;
  text-decoration: underline;
`;

/** Removed words: struck through on red. */
export const Removed = styled.del`
  background: #fde2e1;
  color: #6b0b0b;
  text-decoration: line-through;
`;

export const Comments = styled.aside`
  border-inline-start: 4px solid ${({ theme }) => theme.color.border};
  padding-inline-start: ${({ theme }) => theme.space.md};
  h3 {
    margin-block-start: 0;
  }
  blockquote {
    margin: 0 0 ${({ theme }) => theme.space.md};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;
