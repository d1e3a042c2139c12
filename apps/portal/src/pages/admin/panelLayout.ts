import styled from 'styled-components';

/** The row above a panel's table, holding its 'Nuovo …' button. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;
