import styled from 'styled-components';

/** A message about the registration's state, in a box so it is seen; red while refused. */
export const StateNotice = styled.section<{ $tone: 'info' | 'danger' | 'success' }>`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid
    ${({ $tone, theme }) =>
      $tone === 'danger'
        ? theme.color.danger
        : $tone === 'success'
          ? theme.color.success
          : theme.color.primary};
  background: ${({ theme }) => theme.color.surface};
  overflow-wrap: anywhere;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
  }
`;

/** The page's column: a form or a summary reads best narrower than the wide tables' pages. */
export const Column = styled.div`
  max-width: 48rem;
  min-width: 0;
`;

export const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;
