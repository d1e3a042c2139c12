import styled from 'styled-components';

/** The kind filter and the export, side by side, wrapping on a phone. */
export const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-block-end: ${({ theme }) => theme.space.md};
`;
